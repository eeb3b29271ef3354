// A rank-1 view where the tile kernel takes a rank-2 tensor must not compile.
#include "tile_kernels.hpp"

void call(const kiln::Context& ctx, kiln::DeviceBuffer<float>& x, kiln::DeviceBuffer<float>& y) {
  tile_kernels::Bundle kernels(ctx);
  auto flat = kiln::tensor_view<float, 1>(x, {64 * 128});
  auto vy = kiln::tensor_view<float, 2>(y, {64, 128});
  kernels.rowscale(kiln::Dim3(64), flat, vy, 2.0f);
}
