// Tile kernel: layernorm over rows of up to 1024 columns, with weight and bias.
#include <kiln/tile.hpp>
using namespace kiln::tile;

KILN_TILE_KERNEL void layernorm(tensor<const float, 2> x, tensor<const float, 1> w, tensor<const float, 1> b,
                                tensor<float, 2> y, float eps) {
  int64_t r = block_id(0);
  int64_t n = x.shape(1);
  auto t = load<1, 1024>(x, r, 0);
  auto mean = sum<1>(t) / (float)n;
  auto inside = expand_dims<0>(arange<int64_t, 1024>(0)) < n;
  auto d = where(inside, t - expand_dims<1>(mean), 0.0f);
  auto var = sum<1>(d * d) / (float)n;
  auto inv = rsqrt(var + eps);
  auto out = d * expand_dims<1>(inv) * load<1024>(w, 0) + load<1024>(b, 0);
  store(y, out, r, 0);
}
