// Each KILN_BAD_CALL variant must fail to compile against the generated launcher.
struct Pair {
  float a;
  int b;
};
#include "sample_kernels.hpp"

void call(const kiln::Context& ctx, kiln::DeviceBuffer<float>& in, kiln::DeviceBuffer<int>& ints,
          kiln::DeviceBuffer<float>& out) {
  sample_kernels::Bundle kernels(ctx);
  kiln::LaunchConfig config(1, 128);
#define wrong_pointer_type 1
#define wrong_value_kind 2
#define const_to_writable 3
#if KILN_BAD_CALL == wrong_pointer_type
  kernels.scale(config, ints, out, 2.0f, 7u, Pair{});  // int buffer for a const float* parameter
#elif KILN_BAD_CALL == wrong_value_kind
  kernels.scale(config, in, out, 2, 7u, Pair{});  // an integer for a float parameter
#elif KILN_BAD_CALL == const_to_writable
  kiln::DevicePtr<const float> ro = in;
  kernels.scale(config, in, ro, 2.0f, 7u, Pair{});  // read-only pointer for the output
#endif
  (void)in; (void)ints; (void)out;
}
