// kiln_e2e KERNEL_DIR [--kernels-only] [--skip-missing] [--only PREFIX] (or --child-kernel DIR assert|trap): runs every example kernel and every construct kernel (constructs/*.cu; --skip-missing skips construct files not in KERNEL_DIR) from KERNEL_DIR (PTX from nvcc or kilnc, cubins,
// or bundles; see kernel_files.hpp for the names) on device 0 against CPU references, then the
// error-path and runtime checks (these need vadd as PTX; --kernels-only skips them, for cubin dirs). Ends with `N passed, M failed`; exit status 1 on any failure.
#include <cstdio>
#include <string>

#include "suites.hpp"

#include "construct_common.hpp"

int main(int argc, char** argv) {
  // A failing assert or trap leaves the context unusable: construct_language.cpp runs those
  // kernels in a child process of this binary.
  if (argc == 4 && std::string(argv[1]) == "--child-kernel") {
    try {
      kiln::Device device = kiln::Device::get(0);
      kiln::e2e::Env env{device.primary_context(), device, argv[2], false};
      return kiln::e2e::run_child_kernel(env, argv[3]);
    } catch (const std::exception& e) {
      std::printf("child setup failed: %s\n", e.what());
      return 2;
    }
  }
  bool kernels_only = false, skip_missing = false, ok = argc >= 2;
  std::string only;  // --only PREFIX: just the checks named so (e.g. coop. under compute-sanitizer)
  for (int i = 2; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--kernels-only") kernels_only = true;
    else if (a == "--skip-missing") skip_missing = true;
    else if (a == "--only" && i + 1 < argc) only = argv[++i];
    else ok = false;
  }
  if (!ok) {
    std::fprintf(stderr, "usage: kiln_e2e KERNEL_DIR [--kernels-only] [--skip-missing] [--only PREFIX]\n");
    return 2;
  }
  using namespace kiln;
  try {
    Device device = Device::get(0);
    e2e::Env env{device.primary_context(), device, argv[1], skip_missing};
    e2e::Harness h(device.arch());
    h.only(only);
    e2e::run_kernel_tests(h, env, examples::LoadAs::file);
    e2e::run_llm_tests(h, env, examples::LoadAs::file);
    e2e::run_construct_tests(h, env);
    if (!kernels_only) {
      e2e::run_kernel_tests(h, env, examples::LoadAs::bundle);
      e2e::run_llm_tests(h, env, examples::LoadAs::bundle);
      e2e::run_error_tests(h, env);
      e2e::run_runtime_tests(h, env);
    }
    std::printf("%d passed, %d failed\n", h.passed(), h.failed());
    return h.failed() ? 1 : 0;
  } catch (const std::exception& e) {
    std::printf("FAIL setup: %s\n0 passed, 1 failed\n", e.what());
    return 1;
  }
}
