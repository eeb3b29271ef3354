// Expressions of the corpus headers (`N / (2 * B)`, `cdiv(N, 256)`, `k <= N`): parsed once into a tree,
// evaluated many times against named integer/floating values (lets and loop variables).
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace realcode {

struct SpecError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// An integer unless a floating literal or a floating operand made it floating.
struct Number {
  bool is_float = false;
  int64_t i = 0;
  double f = 0;
  static Number of(int64_t v) { return Number{false, v, double(v)}; }
  static Number of(double v) { return Number{true, int64_t(v), v}; }
  double as_double() const { return is_float ? f : double(i); }
  int64_t as_int() const { return is_float ? int64_t(f) : i; }
};

using Scope = std::map<std::string, Number>;

class Expr {
 public:
  // Throws SpecError naming the text on a syntax error.
  static Expr parse(const std::string& text);
  Number eval(const Scope& scope) const;
  const std::string& text() const { return text_; }
  // Names the expression reads (to order lets and check that every name is defined).
  std::vector<std::string> names() const;

  struct Node;

 private:
  std::shared_ptr<const Node> root_;
  std::string text_;
};

}  // namespace realcode
