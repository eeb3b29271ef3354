// The e2e test suites; each registers its checks with the harness.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "harness.hpp"
#include "kernel_files.hpp"

namespace kiln::e2e {

struct Env {
  Context context;
  Device device;
  std::string dir;  // the directory of kernel files (PTX, cubins or bundles)
  bool skip_missing = false;  // construct files absent from dir are skipped, not failed
};

// Every example kernel against a CPU reference, on ragged and large sizes.
void run_kernel_tests(Harness& h, const Env& env, examples::LoadAs how);
// The llm.c-style half and bfloat16 examples (examples/llm_*.cu) against CPU references.
void run_llm_tests(Harness& h, const Env& env, examples::LoadAs how);
// Error paths: wrong names, arguments, PTX versions, launch configurations.
void run_error_tests(Harness& h, const Env& env);
// A named part of the suite; kiln_e2e runs each in its own child process (isolation.hpp).
struct Suite {
  std::string name;
  std::function<void(Harness&, const Env&)> run;
};
// Every construct of the SIMT contract (test/e2e/constructs/*.cu) against CPU references, one
// suite per group of construct files.
std::vector<Suite> construct_suites();
// Runtime features: streams, events, interop with raw driver objects, threads, devices.
void run_runtime_tests(Harness& h, const Env& env);

}  // namespace kiln::e2e
