// A host caller of the header `kilnc --emit=header` writes for examples/vadd.cu.
#include "vadd_kernels.hpp"

void run(const kiln::Context& ctx, kiln::DeviceBuffer<float>& a, kiln::DeviceBuffer<float>& b,
         kiln::DeviceBuffer<float>& c, long n) {
  vadd::Bundle kernels(ctx);
#ifdef WRONG_TYPE
  kiln::DeviceBuffer<int> ints(ctx, n);
  kernels.vadd(kiln::LaunchConfig(64, 256), ints, b, c, n);  // int* where the kernel takes const float*
#else
  kernels.vadd(kiln::LaunchConfig(64, 256), a, b, c, n);
#endif
}
