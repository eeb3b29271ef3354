// Runs a piece of a GPU test in a forked child process. A kernel that faults (illegal or
// misaligned address, a trap) leaves a sticky error in its CUDA context that even
// cuDevicePrimaryCtxReset does not clear (measured on the H200); only a new process recovers,
// and a hung kernel must not stop the run. kiln_e2e (one child per suite, test/e2e/isolation.hpp)
// and kiln_realcode (one per corpus file, test/realcode/harness/main.cpp) both run their parts
// through this, in a parent that never initialises CUDA.
#pragma once

#include <functional>
#include <string>

namespace kiln::test {

struct ChildOutcome {
  bool reported = false;  // `body` returned in the child and its report arrived
  std::string report;     // what `body` returned
  std::string why;        // how the child ended when it did not report
};

// Forks; the child runs `body` (stdout and stderr shared with the parent, both flushed before
// the fork) with `timeout_s` seconds of wall time, and sends the string it returns back through
// a pipe. An exception escaping `body` ends the child without a report (its message on stderr).
ChildOutcome run_in_child(const std::function<std::string()>& body, unsigned timeout_s);

}  // namespace kiln::test
