// kiln_bench --kiln DIR --nvcc DIR [--quick]: the example kernels compiled two ways, loaded through
// the runtime in one process and timed alike (median of 20 after 3 warm-ups, CUDA events), with
// the ratio Kiln/nvcc; then the runtime's launch overhead against raw cuLaunchKernel, and module
// load times. Until kilnc exists, pass nvcc output for both (ratios near 1 validate the harness).
#include <cstdio>
#include <cstring>
#include <map>

#include "kernel_benchmarks.hpp"
#include "launch_overhead.hpp"

int main(int argc, char** argv) {
  using namespace kiln;
  std::string kiln_dir, nvcc_dir;
  bool quick = false;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--kiln") && i + 1 < argc) kiln_dir = argv[++i];
    else if (!std::strcmp(argv[i], "--nvcc") && i + 1 < argc) nvcc_dir = argv[++i];
    else if (!std::strcmp(argv[i], "--quick")) quick = true;
    else kiln_dir.clear(), nvcc_dir.clear(), i = argc;
  }
  if (kiln_dir.empty() || nvcc_dir.empty()) {
    std::fprintf(stderr, "usage: kiln_bench --kiln DIR --nvcc DIR [--quick]\n");
    return 2;
  }
  try {
    Device device = Device::get(0);
    Context context = device.primary_context();
    std::printf("device %s (%s, %d SMs), driver CUDA %s%s\n", device.name().c_str(), device.arch().c_str(),
                device.sm_count(), driver_version_string(driver_version()).c_str(), quick ? ", quick sizes" : "");
    auto inputs = bench::make_inputs(context, quick);
    std::vector<std::pair<std::string, double>> kiln_loads, nvcc_loads;
    // nvcc first, then Kiln. With the same PTX in both slots the second loads may hit the driver's
    // JIT cache, so compare load times across runs, not within this one.
    auto nvcc = bench::run_kernel_benchmarks(context, device, *inputs, nvcc_dir, nvcc_loads);
    auto kiln = bench::run_kernel_benchmarks(context, device, *inputs, kiln_dir, kiln_loads);
    int bad = 0;
    std::printf("\n%-12s %10s %14s %10s %14s %10s  %s\n", "kernel", "kiln ms", "kiln", "nvcc ms", "nvcc", "kiln/nvcc", "unit");
    for (size_t i = 0; i < kiln.size(); ++i) {
      const auto &k = kiln[i], &n = nvcc[i];
      std::printf("%-12s %10.3f %14.1f %10.3f %14.1f %10.3f  %s%s%s\n", k.name.c_str(), k.ms, k.value, n.ms, n.value,
                  k.value / n.value, k.unit.c_str(), k.check.empty() ? "" : "  KILN CHECK FAILED: ",
                  (k.check + (n.check.empty() ? "" : " NVCC CHECK FAILED: " + n.check)).c_str());
      bad += !k.check.empty() + !n.check.empty();
    }
    std::printf("\nmodule load (ms, first load in this process, includes the PTX JIT):\n");
    for (size_t i = 0; i < kiln_loads.size(); ++i)
      std::printf("  %-12s kiln %8.2f   nvcc %8.2f\n", kiln_loads[i].first.c_str(), kiln_loads[i].second, nvcc_loads[i].second);
    auto costs = bench::measure_launch_overhead(context, quick ? 20000 : 100000);
    std::printf("\nlaunch overhead, empty kernel, back-to-back (us per launch):\n");
    std::printf("  raw cuLaunchKernel      %.3f\n  kiln typed launch       %.3f (%+.3f)\n  kiln untyped launch     %.3f (%+.3f)\n",
                costs.raw_us, costs.typed_us, costs.typed_us - costs.raw_us, costs.untyped_us,
                costs.untyped_us - costs.raw_us);
    std::printf("  empty module load       %.3f ms\n", costs.load_ms);
    if (bad) std::printf("\n%d result checks FAILED\n", bad);
    return bad ? 1 : 0;
  } catch (const std::exception& e) {
    std::printf("kiln_bench: %s\n", e.what());
    return 1;
  }
}
