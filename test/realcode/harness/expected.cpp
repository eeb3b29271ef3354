#include "expected.hpp"

#include <fstream>

#include "expr.hpp"

namespace realcode {

namespace {
std::string trim(const std::string& s) {
  size_t b = s.find_first_not_of(" \t"), e = s.find_last_not_of(" \t\r");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}
}  // namespace

ExpectedFailures read_expected_failures(const std::string& path) {
  std::ifstream f(path);
  if (!f) throw SpecError(path + ": cannot read");
  ExpectedFailures out;
  std::string line;
  int n = 0;
  while (std::getline(f, line)) {
    ++n;
    std::string t = trim(line);
    if (t.empty() || t[0] == '#') continue;
    size_t a = t.find('|'), b = a == std::string::npos ? a : t.find('|', a + 1);
    if (b == std::string::npos) throw SpecError(path + ":" + std::to_string(n) + ": file.cu | owner | diagnostic text");
    out[trim(t.substr(0, a))] = {trim(t.substr(a + 1, b - a - 1)), trim(t.substr(b + 1))};
  }
  return out;
}

}  // namespace realcode
