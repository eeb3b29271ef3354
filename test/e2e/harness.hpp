// A minimal GPU test harness: named checks that print `PASS name arch` / `FAIL name arch: why`
// and a final `N passed, M failed` line.
#pragma once

#include <cmath>
#include <functional>
#include <random>
#include <string>

#include "kiln/runtime.hpp"

namespace kiln::e2e {

// Thrown by the expect helpers; the harness reports it as the test's failure.
struct Failure : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class Harness {
 public:
  // KILN_E2E_ONLY=prefix and KILN_E2E_SHARD=i/n (the i-th of n disjoint slices of the checks, in
  // order) let long runs, compute-sanitizer's above all, split over processes or calls.
  explicit Harness(std::string arch);
  // Runs (and counts) only the checks whose name starts with `prefix`.
  void only(std::string prefix) { only_ = std::move(prefix); }
  void run(const std::string& name, const std::function<void()>& body);
  int passed() const { return passed_; }
  int failed() const { return failed_; }

 private:
  std::string arch_;
  std::string only_;
  int shard_ = 0;
  int shards_ = 1;
  int seen_ = 0;  // checks that passed the name filter, for the shard choice
  int passed_ = 0;
  int failed_ = 0;
};

inline void expect(bool ok, const std::string& what) {
  if (!ok) throw Failure(what);
}

// Runs `body`, which must throw E whose what() contains `fragment`.
template <class E, class F>
void expect_throws(F body, const std::string& fragment) {
  try {
    body();
  } catch (const E& e) {
    std::string what = e.what();
    if (what.find(fragment) == std::string::npos) throw Failure("message lacks '" + fragment + "': " + what);
    return;
  } catch (const std::exception& e) {
    throw Failure(std::string("threw the wrong type of error: ") + e.what());
  }
  throw Failure("no error thrown (expected one containing '" + fragment + "')");
}

// Element-wise comparison; the message names the first mismatch.
template <class T>
void expect_equal(const std::vector<T>& got, const std::vector<T>& want, const std::string& what) {
  expect(got.size() == want.size(), what + ": size differs");
  for (size_t i = 0; i < got.size(); ++i)
    if (!(got[i] == want[i]))
      throw Failure(what + ": element " + std::to_string(i) + " is " + std::to_string(got[i]) + ", expected " +
                    std::to_string(want[i]));
}

// ||got - want|| / ||want|| <= tol, and no NaN (unwritten outputs are poisoned with NaN).
void expect_close(const std::vector<float>& got, const std::vector<double>& want, double tol, const std::string& what);

std::mt19937& rng();  // seeded once per run (seed printed)

}  // namespace kiln::e2e
