// kiln_e2e KERNEL_DIR [--kernels-only] [--skip-missing] [--only PREFIX] [--in-process]
//   (or --child-kernel DIR assert|trap): runs every example kernel and every construct kernel
// (constructs/*.cu; --skip-missing skips construct files not in KERNEL_DIR) from KERNEL_DIR (PTX
// from nvcc or kilnc, cubins, or bundles; see kernel_files.hpp for the names) on device 0 against
// CPU references, then the error-path and runtime checks (these need vadd as PTX; --kernels-only
// skips them, for cubin dirs). Each suite runs in its own child process (isolation.hpp), so a
// kernel that faults costs only its suite; --in-process (implied by --only, which runs a few
// checks, e.g. under compute-sanitizer) runs them all in this process. Ends with
// `N passed, M failed`; exit status 1 on any failure.
#include <cstdio>
#include <string>

#include "construct_common.hpp"
#include "isolation.hpp"
#include "suites.hpp"

namespace {
using namespace kiln;

// Every suite in the order the run prints them.
std::vector<e2e::Suite> all_suites(bool kernels_only) {
  using examples::LoadAs;
  std::vector<e2e::Suite> suites = {
      {"kernels.file", [](e2e::Harness& h, const e2e::Env& env) { e2e::run_kernel_tests(h, env, LoadAs::file); }},
      {"llm.file", [](e2e::Harness& h, const e2e::Env& env) { e2e::run_llm_tests(h, env, LoadAs::file); }}};
  for (auto& s : e2e::construct_suites()) suites.push_back(s);
  if (!kernels_only) {
    suites.push_back({"kernels.bundle", [](e2e::Harness& h, const e2e::Env& env) { e2e::run_kernel_tests(h, env, LoadAs::bundle); }});
    suites.push_back({"llm.bundle", [](e2e::Harness& h, const e2e::Env& env) { e2e::run_llm_tests(h, env, LoadAs::bundle); }});
    suites.push_back({"errors", e2e::run_error_tests});
    suites.push_back({"runtime", e2e::run_runtime_tests});
  }
  return suites;
}

e2e::Counts run_suites(const std::vector<e2e::Suite>& suites, const std::string& dir, bool skip_missing,
                       const std::string& only) {
  Device device = Device::get(0);
  e2e::Env env{device.primary_context(), device, dir, skip_missing};
  e2e::Harness h(device.arch());
  if (!only.empty()) h.only(only);
  for (const auto& suite : suites) suite.run(h, env);
  return {h.passed(), h.failed()};
}
}  // namespace

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
  bool kernels_only = false, skip_missing = false, in_process = false, ok = argc >= 2;
  std::string only;  // --only PREFIX: just the checks named so (e.g. coop. under compute-sanitizer)
  for (int i = 2; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--kernels-only") kernels_only = true;
    else if (a == "--skip-missing") skip_missing = true;
    else if (a == "--in-process") in_process = true;
    else if (a == "--only" && i + 1 < argc) only = argv[++i];
    else ok = false;
  }
  if (!ok) {
    std::fprintf(stderr, "usage: kiln_e2e KERNEL_DIR [--kernels-only] [--skip-missing] [--only PREFIX] [--in-process]\n");
    return 2;
  }
  std::string dir = argv[1];
  std::vector<e2e::Suite> suites = all_suites(kernels_only);
  if (in_process || !only.empty()) {
    try {
      e2e::Counts c = run_suites(suites, dir, skip_missing, only);
      std::printf("%d passed, %d failed\n", c.passed, c.failed);
      return c.failed ? 1 : 0;
    } catch (const std::exception& e) {
      std::printf("FAIL setup: %s\n0 passed, 1 failed\n", e.what());
      return 1;
    }
  }
  // The device first, in a child too (this process must not initialise CUDA): without a driver
  // or a GPU the run stops at once with the one clear message.
  e2e::ChildResult setup = e2e::run_in_child(
      [] {
        Device::get(0);
        return e2e::Counts{};
      },
      60);
  if (!setup.finished || setup.counts.failed) {
    if (!setup.finished) std::printf("FAIL setup: %s\n", setup.why.c_str());
    std::printf("0 passed, 1 failed\n");
    return 1;
  }
  e2e::Counts total;
  for (const auto& suite : suites) {
    e2e::ChildResult r = e2e::run_in_child([&] { return run_suites({suite}, dir, skip_missing, only); }, 300);
    total.passed += r.counts.passed;
    total.failed += r.counts.failed;
    if (!r.finished) {
      std::printf("FAIL %s (the suite's process): %s; its later checks did not run\n", suite.name.c_str(), r.why.c_str());
      ++total.failed;
    }
  }
  std::printf("%d passed, %d failed\n", total.passed, total.failed);
  return total.failed ? 1 : 0;
}
