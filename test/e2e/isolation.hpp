// Runs a part of the e2e suite in a child process. A kernel that faults (illegal or misaligned
// address, a trap) leaves a sticky error in its CUDA context that even cuDevicePrimaryCtxReset
// does not clear (measured on the H200); only a new process recovers. So kiln_e2e's parent never
// initialises CUDA, and each suite runs in a forked child: a fault costs that suite's remaining
// checks, not the rest of the run. The fork, pipe and wait are test/support/child_process.hpp,
// which kiln_realcode shares.
#pragma once

#include <functional>
#include <string>

namespace kiln::e2e {

struct Counts {
  int passed = 0;
  int failed = 0;
};

struct ChildResult {
  Counts counts;
  bool finished = false;  // the child reported its counts (false: it died or hung)
  std::string why;        // how it ended when it did not finish
};

// Forks, runs `body` in the child (stdout shared with the parent) with `timeout_s` seconds of
// wall time, and returns the counts it reported. The caller must not have initialised CUDA.
ChildResult run_in_child(const std::function<Counts()>& body, unsigned timeout_s);

}  // namespace kiln::e2e
