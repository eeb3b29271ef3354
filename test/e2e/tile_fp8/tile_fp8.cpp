// fp8 tile kernels (sm_89 and later): built for sm_90 and sm_90a by
// scripts/build-device-bundle.sh (not for sm_80, which refuses them) and run
// by kiln_tile_e2e against host references of round-to-nearest-even with
// saturation to the largest finite value.
#include <kiln/tile.hpp>
using namespace kiln::tile;

// f32 -> e4m3 with a scale (computed in f32, rounded once), and back.
KILN_TILE_KERNEL void quantize_e4m3(tensor<const float, 1> x, tensor<kiln::fp8_e4m3, 1> q, float scale) {
  int64_t i = block_id(0) * 1024;
  store(q, cast<kiln::fp8_e4m3>(load<1024>(x, i) * scale), i);
}
KILN_TILE_KERNEL void dequantize_e4m3(tensor<const kiln::fp8_e4m3, 1> q, tensor<float, 1> y) {
  int64_t i = block_id(0) * 1024;
  store(y, cast<float>(load<1024>(q, i)), i);
}

// f16 -> e5m2 (the f16x2 conversion), e5m2 -> bf16, and store's implicit
// conversion of an f32 tile into an e5m2 tensor.
KILN_TILE_KERNEL void e5m2_roundtrip(tensor<const _Float16, 1> x, tensor<kiln::fp8_e5m2, 1> q,
                                     tensor<__bf16, 1> y, tensor<const float, 1> xf,
                                     tensor<kiln::fp8_e5m2, 1> qf) {
  int64_t i = block_id(0) * 512;
  auto e = cast<kiln::fp8_e5m2>(load<512>(x, i));
  store(q, e, i);
  store(y, cast<__bf16>(e), i);
  store(qf, load<512>(xf, i), i);
}

// Element-wise arithmetic on fp8 tiles computes in f32 and rounds each
// result back to fp8: out = (a * 2 + b), a maximum with an fp8 zero tile
// and the select of where().
KILN_TILE_KERNEL void fp8_axpy(tensor<const kiln::fp8_e4m3, 1> a, tensor<const kiln::fp8_e4m3, 1> b,
                               tensor<kiln::fp8_e4m3, 1> out, tensor<kiln::fp8_e4m3, 1> relu) {
  int64_t i = block_id(0) * 256;
  auto x = load<256>(a, i), y = load<256>(b, i);
  auto r = x * 2.0f + y;
  store(out, r, i);
  store(relu, where(r > 0.0f, r, zeros<kiln::fp8_e4m3, 256>()), i);
}

// A gather of fp8 rows (an fp8 embedding table) widened to f32.
KILN_TILE_KERNEL void gather_e4m3(tensor<const kiln::fp8_e4m3, 2> table, tensor<const int32_t, 1> ids,
                                  tensor<float, 2> out) {
  int64_t r = block_id(0);
  auto row = expand_dims<1>(load<1>(ids, r));
  auto cols = expand_dims<0>(arange<int32_t, 64>(0));
  store(out, cast<float>(gather(table, broadcast_to<1, 64>(row), cols)), r, 0);
}

// Row sums (accumulated in f32), maxima and argmax of e4m3 rows of up to 1024.
KILN_TILE_KERNEL void row_stats_e4m3(tensor<const kiln::fp8_e4m3, 2> x, tensor<float, 1> sums,
                                     tensor<float, 1> maxima, tensor<int32_t, 1> where) {
  int64_t r = block_id(0);
  auto t = load<1, 1024>(x, r, 0);
  store(sums, sum<1>(t), r);
  store(maxima, max<1>(t), r);
  store(where, argmax<1>(t), r);
}
