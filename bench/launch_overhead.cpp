// Back-to-back launches of an empty kernel, timed on the host: what each launch path costs.
#include "launch_overhead.hpp"

#include <chrono>

namespace kiln::bench {
namespace {

// One pointer parameter, so the typed path does its (cached) argument check.
constexpr const char* kEmptyPtx = R"(.version 7.0
.target sm_80
.address_size 64
.visible .entry empty_kernel(.param .u64 empty_kernel_param_0)
{
	ret;
}
)";

template <class F>
double per_launch_us(const Context& context, int launches, F launch) {
  for (int i = 0; i < 1000; ++i) launch();  // warm up
  context.synchronize();
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < launches; ++i) launch();
  context.synchronize();
  return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count() / launches;
}

}  // namespace

LaunchCosts measure_launch_overhead(const Context& context, int launches) {
  LaunchCosts costs;
  auto t0 = std::chrono::steady_clock::now();
  Module module = Module::from_ptx(context, kEmptyPtx, "empty_kernel.ptx");
  costs.load_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  Kernel kernel = module.kernel("empty_kernel");
  DeviceBuffer<float> buffer(context, 1);
  CUdeviceptr raw = buffer.raw();
  void* args[] = {&raw};
  CUfunction f = kernel.handle();
  const auto& api = driver::api();
  CurrentContext current(context);
  // Interleave the three paths twice and keep each one's best, so drift does not favour one.
  double raw_us = 1e9, typed_us = 1e9, untyped_us = 1e9;
  for (int round = 0; round < 2; ++round) {
    raw_us = std::min(raw_us, per_launch_us(context, launches, [&] {
      driver::check(api.cuLaunchKernel(f, 1, 1, 1, 32, 1, 1, 0, nullptr, args, nullptr), "cuLaunchKernel");
    }));
    typed_us = std::min(typed_us, per_launch_us(context, launches, [&] { kernel.launch(LaunchConfig(1, 32), buffer); }));
    untyped_us = std::min(untyped_us, per_launch_us(context, launches, [&] { kernel.launch(LaunchConfig(1, 32), args); }));
  }
  costs.raw_us = raw_us;
  costs.typed_us = typed_us;
  costs.untyped_us = untyped_us;
  return costs;
}

}  // namespace kiln::bench
