// The e2e harness's reporting and comparisons.
#include "harness.hpp"

#include <cstdio>
#include <cstdlib>

namespace kiln::e2e {

Harness::Harness(std::string arch) : arch_(std::move(arch)) {
  if (const char* only = std::getenv("KILN_E2E_ONLY")) only_ = only;
  if (const char* shard = std::getenv("KILN_E2E_SHARD")) {
    int i = 0, n = 0;
    if (std::sscanf(shard, "%d/%d", &i, &n) != 2 || n < 1 || i < 0 || i >= n) {
      std::fprintf(stderr, "KILN_E2E_SHARD=%s: expected i/n with 0 <= i < n\n", shard);
      std::exit(2);
    }
    shard_ = i;
    shards_ = n;
  }
}

void Harness::run(const std::string& name, const std::function<void()>& body) {
  if (name.compare(0, only_.size(), only_) != 0) return;
  if (seen_++ % shards_ != shard_) return;
  try {
    body();
    ++passed_;
    std::printf("PASS %s %s\n", name.c_str(), arch_.c_str());
  } catch (const std::exception& e) {
    ++failed_;
    std::printf("FAIL %s %s: %s\n", name.c_str(), arch_.c_str(), e.what());
  }
  std::fflush(stdout);
}

void expect_close(const std::vector<float>& got, const std::vector<double>& want, double tol, const std::string& what) {
  expect(got.size() == want.size(), what + ": size differs");
  double diff = 0, norm = 0;
  for (size_t i = 0; i < got.size(); ++i) {
    if (std::isnan(got[i])) throw Failure(what + ": element " + std::to_string(i) + " is NaN (never written?)");
    diff += (got[i] - want[i]) * (got[i] - want[i]);
    norm += want[i] * want[i];
  }
  double rel = norm > 0 ? std::sqrt(diff / norm) : std::sqrt(diff);
  if (rel > tol) throw Failure(what + ": relative error " + std::to_string(rel) + " > " + std::to_string(tol));
}

std::mt19937& rng() {
  static std::mt19937 generator = [] {
    unsigned seed = std::random_device{}();
    std::printf("random seed %u\n", seed);
    return std::mt19937(seed);
  }();
  return generator;
}

}  // namespace kiln::e2e
