#include "compare.hpp"

#include <cmath>
#include <cstring>
#include <sstream>

#include "inputs.hpp"

namespace realcode {

namespace {
std::string show(Elem e, const uint8_t* p) {
  std::ostringstream os;
  os.precision(9);
  if (e == Elem::u64) {
    uint64_t v;
    std::memcpy(&v, p, 8);
    os << v;
  } else if (e == Elem::i64) {
    int64_t v;
    std::memcpy(&v, p, 8);
    os << v;
  } else {
    os << load_as_double(e, p);
  }
  return os.str();
}

bool is_nan(Elem e, const uint8_t* p) { return elem_is_float(e) && std::isnan(load_as_double(e, p)); }

// Order-independent fingerprint of the multiset of elements (two independent 64-bit sums).
std::pair<uint64_t, uint64_t> multiset_hash(const std::vector<uint8_t>& v, size_t es) {
  uint64_t a = 0, b = 0;
  for (size_t i = 0; i + es <= v.size(); i += es) {
    uint64_t x = 0;
    std::memcpy(&x, v.data() + i, es);
    a += mix64(x);
    b += mix64(x ^ 0x5555555555555555ull) * 3 + 1;
  }
  return {a, b};
}
}  // namespace

Verdict compare_outputs(const Buffer& buffer, const Check& check, const std::vector<uint8_t>& nvcc,
                        const std::vector<uint8_t>& kilnc, const std::vector<uint8_t>& initial) {
  Verdict v;
  const Elem e = buffer.type;
  const size_t es = elem_size(e);
  const size_t n = nvcc.size() / es;
  if (nvcc.size() != kilnc.size()) return {false, "sizes differ"};
  if (nvcc == initial) return {false, "the nvcc run left '" + buffer.name + "' as it was: the header checks nothing the kernel writes"};
  if (check.ascending) {
    for (size_t i = 1; i < n; ++i)
      if (load_as_double(e, &nvcc[i * es]) < load_as_double(e, &nvcc[(i - 1) * es]))
        return {false, "nvcc's '" + buffer.name + "' is not ascending at element " + std::to_string(i) +
                           ": the kernel is wrong (the corpus, not kilnc)"};
  }
  if (check.unordered) {
    if (multiset_hash(nvcc, es) != multiset_hash(kilnc, es))
      return {false, "'" + buffer.name + "' holds different elements (compared as a multiset)"};
    return v;
  }
  size_t bad = 0, first = n;
  double worst = 0;
  for (size_t i = 0; i < n; ++i) {
    const uint8_t* a = &nvcc[i * es];
    const uint8_t* b = &kilnc[i * es];
    if (std::memcmp(a, b, es) == 0) continue;
    bool same;
    if (check.exact) {
      // +0 and -0, or two NaNs with different payloads, are still the same value.
      double x = load_as_double(e, a), y = load_as_double(e, b);
      same = elem_is_float(e) && ((x == y) || (std::isnan(x) && std::isnan(y)));
    } else if (is_nan(e, a) || is_nan(e, b)) {
      same = is_nan(e, a) && is_nan(e, b);
    } else {
      double x = load_as_double(e, a), y = load_as_double(e, b);
      double err = std::fabs(x - y);
      same = err <= check.abs + check.rel * std::fabs(x);
      if (!same) worst = std::max(worst, err);
    }
    if (!same) {
      if (first == n) first = i;
      ++bad;
    }
  }
  if (bad == 0 || double(bad) <= check.frac * double(n)) {
    return v;
  }
  std::ostringstream os;
  os << "'" << buffer.name << "': " << bad << " of " << n << " elements differ; first at " << first << ": nvcc "
     << show(e, &nvcc[first * es]) << ", kilnc " << show(e, &kilnc[first * es]);
  if (!check.exact) os << " (largest difference " << worst << ", tolerance abs " << check.abs << " rel " << check.rel << ")";
  if (check.frac > 0) os << " (allowed: " << check.frac * 100 << "%)";
  return {false, os.str()};
}

}  // namespace realcode
