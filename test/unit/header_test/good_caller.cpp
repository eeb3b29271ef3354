// Calls the generated launcher with the right types (compiled with -fsyntax-only).
struct Pair {
  float a;
  int b;
};
#include "sample_kernels.hpp"

void call(const kiln::Context& ctx, kiln::DeviceBuffer<float>& in, kiln::DeviceBuffer<float>& out) {
  sample_kernels::Bundle kernels(ctx);
  kernels.scale(kiln::LaunchConfig(1, 128), in, out, 2.0f, 7u, Pair{1.0f, 2});
  kernels.scale(kiln::LaunchConfig(1, 128), in.ptr(), out.ptr(), 2.0, 7, Pair{1.0f, 2});
}
