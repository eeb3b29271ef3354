#include "expr.hpp"

#include <cctype>
#include <cmath>
#include <cstdlib>

namespace realcode {

struct Expr::Node {
  enum Kind { Literal, Name, Unary, Binary, Call, Ternary } kind;
  Number value;                // Literal
  std::string name;            // Name, Call; the operator for Unary/Binary
  std::vector<std::shared_ptr<const Node>> kids;
};

namespace {
using NodePtr = std::shared_ptr<const Expr::Node>;

class Parser {
 public:
  explicit Parser(const std::string& s) : s_(s) {}
  NodePtr parse_all() {
    NodePtr n = ternary();
    skip();
    if (pos_ != s_.size()) fail("unexpected '" + s_.substr(pos_) + "'");
    return n;
  }

 private:
  [[noreturn]] void fail(const std::string& why) const { throw SpecError("in expression '" + s_ + "': " + why); }
  void skip() {
    while (pos_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[pos_]))) ++pos_;
  }
  bool eat(const char* op) {
    skip();
    size_t n = std::char_traits<char>::length(op);
    if (s_.compare(pos_, n, op) != 0) return false;
    // "<" must not eat the first half of "<<" or "<=", and so on.
    if (n == 1 && pos_ + 1 < s_.size()) {
      char a = s_[pos_], b = s_[pos_ + 1];
      if ((a == '<' || a == '>') && (b == a || b == '=')) return false;
      if ((a == '&' && b == '&') || (a == '|' && b == '|')) return false;
      if ((a == '!' || a == '=') && b == '=') return false;
    }
    pos_ += n;
    return true;
  }
  static NodePtr make(Expr::Node::Kind k, std::string name, std::vector<NodePtr> kids) {
    auto n = std::make_shared<Expr::Node>();
    n->kind = k;
    n->name = std::move(name);
    n->kids = std::move(kids);
    return n;
  }
  NodePtr ternary() {
    NodePtr c = binary(0);
    if (eat("?")) {
      NodePtr a = ternary();
      if (!eat(":")) fail("':' expected");
      NodePtr b = ternary();
      return make(Expr::Node::Ternary, "?", {c, a, b});
    }
    return c;
  }
  // Precedence levels, loosest first (C's order).
  NodePtr binary(int level) {
    static const std::vector<std::vector<const char*>> levels = {
        {"||"}, {"&&"}, {"==", "!="}, {"<=", ">=", "<", ">"}, {"<<", ">>"}, {"+", "-"}, {"*", "/", "%"}};
    if (level == int(levels.size())) return unary();
    NodePtr lhs = binary(level + 1);
    for (;;) {
      const char* matched = nullptr;
      for (const char* op : levels[level])
        if (eat(op)) {
          matched = op;
          break;
        }
      if (!matched) return lhs;
      NodePtr rhs = binary(level + 1);
      lhs = make(Expr::Node::Binary, matched, {lhs, rhs});
    }
  }
  NodePtr unary() {
    if (eat("-")) return make(Expr::Node::Unary, "-", {unary()});
    if (eat("+")) return unary();
    if (eat("!")) return make(Expr::Node::Unary, "!", {unary()});
    return primary();
  }
  NodePtr primary() {
    skip();
    if (eat("(")) {
      NodePtr n = ternary();
      if (!eat(")")) fail("')' expected");
      return n;
    }
    if (pos_ < s_.size() && (std::isdigit(static_cast<unsigned char>(s_[pos_])) || s_[pos_] == '.')) {
      const char* begin = s_.c_str() + pos_;
      char* end = nullptr;
      bool is_float = false;
      size_t p = pos_;
      if (s_.compare(p, 2, "0x") == 0 || s_.compare(p, 2, "0X") == 0) {
        unsigned long long v = std::strtoull(begin, &end, 16);
        pos_ += end - begin;
        auto n = make(Expr::Node::Literal, "", {});
        const_cast<Expr::Node&>(*n).value = Number::of(int64_t(v));
        return n;
      }
      while (p < s_.size() && (std::isdigit(static_cast<unsigned char>(s_[p])) || s_[p] == '.' || s_[p] == 'e' ||
                               s_[p] == 'E' || ((s_[p] == '-' || s_[p] == '+') && (s_[p - 1] == 'e' || s_[p - 1] == 'E')))) {
        if (s_[p] == '.' || s_[p] == 'e' || s_[p] == 'E') is_float = true;
        ++p;
      }
      auto n = make(Expr::Node::Literal, "", {});
      if (is_float) {
        double v = std::strtod(begin, &end);
        const_cast<Expr::Node&>(*n).value = Number::of(v);
      } else {
        unsigned long long v = std::strtoull(begin, &end, 10);
        const_cast<Expr::Node&>(*n).value = Number::of(int64_t(v));
      }
      pos_ += end - begin;
      return n;
    }
    if (pos_ < s_.size() && (std::isalpha(static_cast<unsigned char>(s_[pos_])) || s_[pos_] == '_')) {
      size_t p = pos_;
      while (p < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[p])) || s_[p] == '_')) ++p;
      std::string id = s_.substr(pos_, p - pos_);
      pos_ = p;
      if (eat("(")) {
        std::vector<NodePtr> args;
        if (!eat(")")) {
          do args.push_back(ternary());
          while (eat(","));
          if (!eat(")")) fail("')' expected after the arguments of " + id);
        }
        if ((id == "cdiv" || id == "min" || id == "max") && args.size() != 2) fail(id + " takes 2 arguments");
        if (id != "cdiv" && id != "min" && id != "max") fail("unknown function " + id);
        return make(Expr::Node::Call, id, std::move(args));
      }
      return make(Expr::Node::Name, id, {});
    }
    fail(pos_ < s_.size() ? "unexpected '" + s_.substr(pos_) + "'" : "unexpected end");
  }

  const std::string& s_;
  size_t pos_ = 0;
};

Number eval_node(const Expr::Node& n, const Scope& scope, const std::string& text) {
  using K = Expr::Node::Kind;
  switch (n.kind) {
    case K::Literal:
      return n.value;
    case K::Name: {
      auto it = scope.find(n.name);
      if (it == scope.end()) throw SpecError("in expression '" + text + "': '" + n.name + "' is not defined");
      return it->second;
    }
    case K::Ternary:
      return eval_node(*n.kids[0], scope, text).as_double() != 0 ? eval_node(*n.kids[1], scope, text)
                                                                  : eval_node(*n.kids[2], scope, text);
    case K::Unary: {
      Number v = eval_node(*n.kids[0], scope, text);
      if (n.name == "!") return Number::of(int64_t(v.as_double() == 0));
      return v.is_float ? Number::of(-v.f) : Number::of(-v.i);
    }
    case K::Call: {
      Number a = eval_node(*n.kids[0], scope, text), b = eval_node(*n.kids[1], scope, text);
      if (n.name == "cdiv") {
        if (a.is_float || b.is_float || b.i == 0) throw SpecError("in expression '" + text + "': cdiv of non-integers or by 0");
        return Number::of((a.i + b.i - 1) / b.i);
      }
      bool f = a.is_float || b.is_float;
      if (n.name == "min") return f ? Number::of(std::fmin(a.as_double(), b.as_double())) : Number::of(std::min(a.i, b.i));
      return f ? Number::of(std::fmax(a.as_double(), b.as_double())) : Number::of(std::max(a.i, b.i));
    }
    case K::Binary: {
      Number a = eval_node(*n.kids[0], scope, text);
      const std::string& op = n.name;
      if (op == "&&") return Number::of(int64_t(a.as_double() != 0 && eval_node(*n.kids[1], scope, text).as_double() != 0));
      if (op == "||") return Number::of(int64_t(a.as_double() != 0 || eval_node(*n.kids[1], scope, text).as_double() != 0));
      Number b = eval_node(*n.kids[1], scope, text);
      bool f = a.is_float || b.is_float;
      double x = a.as_double(), y = b.as_double();
      if (op == "==") return Number::of(int64_t(f ? x == y : a.i == b.i));
      if (op == "!=") return Number::of(int64_t(f ? x != y : a.i != b.i));
      if (op == "<") return Number::of(int64_t(f ? x < y : a.i < b.i));
      if (op == "<=") return Number::of(int64_t(f ? x <= y : a.i <= b.i));
      if (op == ">") return Number::of(int64_t(f ? x > y : a.i > b.i));
      if (op == ">=") return Number::of(int64_t(f ? x >= y : a.i >= b.i));
      if (op == "+") return f ? Number::of(x + y) : Number::of(a.i + b.i);
      if (op == "-") return f ? Number::of(x - y) : Number::of(a.i - b.i);
      if (op == "*") return f ? Number::of(x * y) : Number::of(a.i * b.i);
      if (op == "/") {
        if (f) return Number::of(x / y);
        if (b.i == 0) throw SpecError("in expression '" + text + "': division by 0");
        return Number::of(a.i / b.i);
      }
      if (f) throw SpecError("in expression '" + text + "': '" + op + "' needs integers");
      if (op == "%") {
        if (b.i == 0) throw SpecError("in expression '" + text + "': remainder by 0");
        return Number::of(a.i % b.i);
      }
      if (op == "<<") return Number::of(int64_t(uint64_t(a.i) << b.i));
      return Number::of(a.i >> b.i);
    }
  }
  return Number{};
}

void collect_names(const Expr::Node& n, std::vector<std::string>& out) {
  if (n.kind == Expr::Node::Name) out.push_back(n.name);
  for (const auto& k : n.kids) collect_names(*k, out);
}
}  // namespace

Expr Expr::parse(const std::string& text) {
  Expr e;
  e.text_ = text;
  e.root_ = Parser(e.text_).parse_all();
  return e;
}

Number Expr::eval(const Scope& scope) const { return eval_node(*root_, scope, text_); }

std::vector<std::string> Expr::names() const {
  std::vector<std::string> out;
  collect_names(*root_, out);
  return out;
}

}  // namespace realcode
