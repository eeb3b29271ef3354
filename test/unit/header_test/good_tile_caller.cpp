// Calls a tile kernel's generated launcher in its own terms: a grid of programs and
// kiln::TensorViews (compiled with -fsyntax-only).
#include "tile_kernels.hpp"

void call(const kiln::Context& ctx, kiln::DeviceBuffer<float>& x, kiln::DeviceBuffer<float>& y) {
  tile_kernels::Bundle kernels(ctx);
  auto vx = kiln::tensor_view<float, 2>(x, {64, 128});
  auto vy = kiln::tensor_view<float, 2>(y, {64, 128});
  kernels.rowscale(kiln::Dim3(64), vx, vy, 2.0f);
  kernels.rowscale(kiln::Dim3(64), vx, vy, 2.0f, nullptr);
}
