// The e2e suite's child processes (isolation.hpp), on the harnesses' shared runner
// (test/support/child_process.hpp): the child reports its counts as "passed failed".
#include "isolation.hpp"

#include "child_process.hpp"

#include <cstdio>
#include <exception>

namespace kiln::e2e {

ChildResult run_in_child(const std::function<Counts()>& body, unsigned timeout_s) {
  kiln::test::ChildOutcome child = kiln::test::run_in_child(
      [&] {
        Counts counts;
        try {
          counts = body();
        } catch (const std::exception& e) {
          std::printf("FAIL setup: %s\n", e.what());
          counts.failed += 1;
        }
        return std::to_string(counts.passed) + " " + std::to_string(counts.failed);
      },
      timeout_s);
  ChildResult result;
  if (child.reported &&
      std::sscanf(child.report.c_str(), "%d %d", &result.counts.passed, &result.counts.failed) == 2)
    result.finished = true;
  else
    result.why = child.reported ? "reported '" + child.report + "', not its counts" : child.why;
  return result;
}

}  // namespace kiln::e2e
