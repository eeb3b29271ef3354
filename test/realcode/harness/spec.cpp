#include "spec.hpp"

#include <cctype>
#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>

namespace realcode {

namespace {
struct ElemInfo {
  const char* name;
  Elem elem;
  size_t size;
  bool is_float;
};
const ElemInfo kElems[] = {{"i8", Elem::i8, 1, false},    {"u8", Elem::u8, 1, false},     {"i16", Elem::i16, 2, false},
                           {"u16", Elem::u16, 2, false},  {"i32", Elem::i32, 4, false},   {"u32", Elem::u32, 4, false},
                           {"i64", Elem::i64, 8, false},  {"u64", Elem::u64, 8, false},   {"f16", Elem::f16, 2, true},
                           {"bf16", Elem::bf16, 2, true}, {"f32", Elem::f32, 4, true},    {"f64", Elem::f64, 8, true}};
const ElemInfo& info(Elem e) {
  for (const auto& i : kElems)
    if (i.elem == e) return i;
  return kElems[0];
}

std::string trim(const std::string& s) {
  size_t b = 0, e = s.size();
  while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  return s.substr(b, e - b);
}

// Splits at top-level commas (not inside parentheses or angle brackets of template names).
std::vector<std::string> split_commas(const std::string& s) {
  std::vector<std::string> out;
  int depth = 0;
  std::string cur;
  for (char c : s) {
    if (c == '(') ++depth;
    if (c == ')') --depth;
    if (c == ',' && depth == 0) {
      out.push_back(trim(cur));
      cur.clear();
      continue;
    }
    cur += c;
  }
  if (!trim(cur).empty() || !out.empty()) out.push_back(trim(cur));
  return out;
}

class LineParser {
 public:
  LineParser(std::string text, std::string where) : s_(std::move(text)), where_(std::move(where)) {}
  [[noreturn]] void fail(const std::string& why) const { throw SpecError(where_ + ": " + why); }
  void skip() {
    while (pos_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[pos_]))) ++pos_;
  }
  bool done() {
    skip();
    return pos_ >= s_.size();
  }
  std::string word() {
    skip();
    size_t b = pos_;
    while (pos_ < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[pos_])) || s_[pos_] == '_')) ++pos_;
    if (b == pos_) fail("a name was expected at '" + s_.substr(b) + "'");
    return s_.substr(b, pos_ - b);
  }
  bool peek(char c) {
    skip();
    return pos_ < s_.size() && s_[pos_] == c;
  }
  void expect(char c) {
    if (!peek(c)) fail(std::string("'") + c + "' expected at '" + s_.substr(pos_) + "'");
    ++pos_;
  }
  // The text inside a balanced (...) that starts here.
  std::string group() {
    expect('(');
    int depth = 1;
    size_t b = pos_;
    while (pos_ < s_.size() && depth) {
      if (s_[pos_] == '(') ++depth;
      if (s_[pos_] == ')') --depth;
      ++pos_;
    }
    if (depth) fail("unbalanced parentheses");
    return s_.substr(b, pos_ - 1 - b);
  }
  // The text inside [...] that starts here.
  std::string brackets() {
    expect('[');
    size_t e = s_.find(']', pos_);
    if (e == std::string::npos) fail("']' expected");
    std::string in = s_.substr(pos_, e - pos_);
    pos_ = e + 1;
    return in;
  }
  std::string rest() {
    skip();
    std::string r = s_.substr(pos_);
    pos_ = s_.size();
    return r;
  }
  size_t pos_ = 0;
  std::string s_;

 private:
  std::string where_;
};

Expr parse_expr(const std::string& text, const std::string& where) {
  try {
    return Expr::parse(text);
  } catch (const SpecError& e) {
    throw SpecError(where + ": " + e.what());
  }
}

Number eval_const(const std::string& text, const Scope& lets, const std::string& where) {
  try {
    return Expr::parse(text).eval(lets);
  } catch (const SpecError& e) {
    throw SpecError(where + ": " + e.what());
  }
}

Init parse_init(LineParser& p, const Scope& lets, const std::string& where) {
  Init init;
  static const std::set<std::string> kinds = {"zero", "fill", "iota", "uniform", "rowptr", "diagdom", "set"};
  bool first = true;
  while (!p.done()) {
    std::string w = p.word();
    if (!kinds.count(w)) p.fail("unknown initialiser '" + w + "' (zero, fill, iota, uniform, rowptr, diagdom, set)");
    std::vector<double> args;
    if (p.peek('('))
      for (const std::string& a : split_commas(p.group())) args.push_back(eval_const(a, lets, where).as_double());
    if (w == "set") {
      if (args.size() != 2) p.fail("set(index, value) takes two arguments");
      init.sets.push_back({int64_t(args[0]), args[1]});
      first = false;
      continue;
    }
    if (!first) p.fail("'" + w + "' must come first (only set(...) may follow the initialiser)");
    first = false;
    size_t want = w == "fill" || w == "rowptr" || w == "diagdom" ? 1 : w == "uniform" ? 2 : w == "iota" ? args.size() : 0;
    if (w == "iota" && args.size() != 0 && args.size() != 2) p.fail("iota or iota(start, step)");
    if (args.size() != want) p.fail("'" + w + "' takes " + std::to_string(want) + " argument(s)");
    init.kind = w;
    init.params = args;
  }
  return init;
}

Arg parse_arg(const std::string& text, const std::string& where) {
  Arg a;
  LineParser p(text, where);
  std::string w = p.word();
  if (p.done()) {
    a.kind = Arg::BufferPtr;
    a.buffer = w;
    return a;
  }
  if (!p.peek('(')) p.fail("argument '" + text + "': a buffer name, T(expr), sel(cond, a, b), tex(buffer[, channels]) or bytes(buffer)");
  std::string inner = p.group();
  if (!p.done()) p.fail("argument '" + text + "': unexpected text after ')'");
  if (w == "sel") {
    auto parts = split_commas(inner);
    if (parts.size() != 3) p.fail("sel(cond, buffer_if_true, buffer_if_false)");
    a.kind = Arg::Select;
    a.value = parse_expr(parts[0], where);
    a.buffer = parts[1];
    a.other = parts[2];
    return a;
  }
  if (w == "tex") {
    auto parts = split_commas(inner);
    if (parts.empty() || parts.size() > 2) p.fail("tex(buffer) or tex(buffer, channels)");
    a.kind = Arg::Texture;
    a.buffer = trim(parts[0]);
    a.channels = parts.size() == 2 ? std::atoi(trim(parts[1]).c_str()) : 1;
    if (a.channels != 1 && a.channels != 2 && a.channels != 4) p.fail("tex(buffer, channels): channels is 1, 2 or 4");
    return a;
  }
  if (w == "bytes") {  // a struct passed by value: the buffer's initial contents are its bytes
    a.kind = Arg::Bytes;
    a.buffer = trim(inner);
    return a;
  }
  if (!try_parse_elem(w, &a.type)) p.fail("argument '" + text + "': '" + w + "' is not a scalar type (i32, u64, f32, ...)");
  a.kind = Arg::Scalar;
  a.value = parse_expr(inner, where);
  return a;
}

Launch parse_launch(const std::string& text, const std::string& where, int line) {
  Launch l;
  l.line = line;
  size_t g = text.find(" grid(");
  if (g == std::string::npos) throw SpecError(where + ": @launch NAME grid(...) block(...) [shared(...)] args(...)");
  l.kernel = trim(text.substr(0, g));
  LineParser p(text.substr(g), where);
  bool has_grid = false, has_block = false, has_args = false;
  while (!p.done()) {
    std::string key = p.word();
    std::string inner = p.group();
    if (key == "grid" || key == "block") {
      auto dims = split_commas(inner);
      if (dims.empty() || dims.size() > 3) p.fail(key + " takes 1 to 3 dimensions");
      Expr* dst = key == "grid" ? l.grid : l.block;
      for (size_t i = 0; i < 3; ++i) dst[i] = parse_expr(i < dims.size() ? dims[i] : "1", where);
      (key == "grid" ? has_grid : has_block) = true;
    } else if (key == "shared") {
      l.shared = parse_expr(inner, where);
      l.has_shared = true;
    } else if (key == "args") {
      for (const std::string& a : split_commas(inner)) l.args.push_back(parse_arg(a, where));
      has_args = true;
    } else {
      p.fail("unknown launch clause '" + key + "' (grid, block, shared, args)");
    }
  }
  if (!has_grid || !has_block || !has_args) p.fail("@launch needs grid(...), block(...) and args(...)");
  if (!l.has_shared) l.shared = Expr::parse("0");
  return l;
}

Check parse_check(const std::string& text, const std::string& where, int line) {
  Check c;
  c.line = line;
  std::string body = text;
  size_t paren = body.find('(');
  if (paren != std::string::npos) {
    size_t close = body.rfind(')');
    if (close == std::string::npos || close < paren) throw SpecError(where + ": unbalanced '(' in @check");
    c.note = body.substr(paren + 1, close - paren - 1);
    body = body.substr(0, paren);
  }
  std::istringstream in(body);
  in >> c.buffer;
  if (c.buffer.empty()) throw SpecError(where + ": @check BUFFER [exact] [abs=X] [rel=Y] [frac=F] [unordered] [ascending]");
  bool tolerance = false, exact = false;
  std::string tok;
  while (in >> tok) {
    auto value = [&](const char* key) {
      try {
        return std::stod(tok.substr(std::char_traits<char>::length(key)));
      } catch (const std::exception&) {
        throw SpecError(where + ": bad number in '" + tok + "'");
      }
    };
    if (tok == "exact") exact = true;
    else if (tok == "unordered") c.unordered = true;
    else if (tok == "ascending") c.ascending = true;
    else if (tok.rfind("abs=", 0) == 0) c.abs = value("abs="), tolerance = true;
    else if (tok.rfind("rel=", 0) == 0) c.rel = value("rel="), tolerance = true;
    else if (tok.rfind("frac=", 0) == 0) c.frac = value("frac=");
    else throw SpecError(where + ": unknown @check option '" + tok + "'");
  }
  if (exact && tolerance) throw SpecError(where + ": @check " + c.buffer + ": 'exact' and a tolerance exclude each other");
  c.exact = !tolerance;
  return c;
}
}  // namespace

bool try_parse_elem(const std::string& name, Elem* out) {
  for (const auto& i : kElems)
    if (name == i.name) {
      *out = i.elem;
      return true;
    }
  return false;
}
Elem parse_elem(const std::string& name) {
  Elem e;
  if (!try_parse_elem(name, &e)) throw SpecError("unknown element type '" + name + "'");
  return e;
}
size_t elem_size(Elem e) { return info(e).size; }
bool elem_is_float(Elem e) { return info(e).is_float; }
const char* elem_name(Elem e) { return info(e).name; }

const Buffer* Spec::find(const std::string& name) const {
  for (const Buffer& b : buffers)
    if (b.name == name) return &b;
  return nullptr;
}

Spec parse_spec_text(const std::string& text, const std::string& path) {
  Spec spec;
  spec.path = path;
  size_t slash = path.find_last_of('/');
  std::string file = slash == std::string::npos ? path : path.substr(slash + 1);
  spec.stem = file.substr(0, file.rfind('.'));
  std::istringstream in(text);
  std::string raw;
  int line = 0;
  std::vector<std::vector<Step>*> open = {&spec.steps};
  std::vector<int> open_lines;
  bool seen_realcode = false;
  while (std::getline(in, raw)) {
    ++line;
    std::string t = trim(raw);
    if (t.rfind("//", 0) != 0) break;  // the header is the leading comment block
    t = trim(t.substr(2));
    if (t.empty() || t[0] != '@') continue;
    std::string where = path + ":" + std::to_string(line);
    size_t sp = t.find_first_of(" \t");
    std::string directive = t.substr(1, sp == std::string::npos ? std::string::npos : sp - 1);
    std::string rest = sp == std::string::npos ? "" : trim(t.substr(sp));
    if (directive == "realcode") {
      spec.description = rest;
      seen_realcode = true;
    } else if (directive == "let") {
      size_t eq = rest.find('=');
      if (eq == std::string::npos) throw SpecError(where + ": @let NAME = EXPR");
      std::string name = trim(rest.substr(0, eq));
      if (spec.lets.count(name)) throw SpecError(where + ": '" + name + "' is defined twice");
      spec.lets[name] = eval_const(rest.substr(eq + 1), spec.lets, where);
    } else if (directive == "buf" || directive == "const" || directive == "global") {
      LineParser p(rest, where);
      Buffer b;
      b.line = line;
      b.module_symbol = directive != "buf";
      b.name = p.word();
      b.type = parse_elem(p.word());
      b.count = eval_const(p.brackets(), spec.lets, where).as_int();
      if (b.count <= 0) p.fail("buffer '" + b.name + "' has no elements");
      b.init = parse_init(p, spec.lets, where);
      if (spec.find(b.name)) p.fail("'" + b.name + "' is declared twice");
      if (elem_is_float(b.type) && (b.init.kind == "rowptr")) p.fail("rowptr fills integer buffers");
      if (b.init.kind == "diagdom" && b.count != int64_t(b.init.params[0] * b.init.params[0]))
        p.fail("diagdom(n) fills an n x n matrix");
      for (auto& s : b.init.sets)
        if (s.first < 0 || s.first >= b.count) p.fail("set(" + std::to_string(s.first) + ", ...) is outside the buffer");
      spec.buffers.push_back(std::move(b));
    } else if (directive == "launch") {
      Step s;
      s.kind = Step::LaunchStep;
      s.line = line;
      s.launch = parse_launch(rest, where, line);
      open.back()->push_back(std::move(s));
    } else if (directive == "loop") {
      auto parts = std::vector<std::string>();
      std::string cur;
      for (char c : rest) {
        if (c == ';') {
          parts.push_back(trim(cur));
          cur.clear();
        } else {
          cur += c;
        }
      }
      parts.push_back(trim(cur));
      if (parts.size() != 3) throw SpecError(where + ": @loop VAR = INIT; COND; VAR = UPDATE");
      size_t e1 = parts[0].find('='), e3 = parts[2].find('=');
      if (e1 == std::string::npos || e3 == std::string::npos) throw SpecError(where + ": @loop VAR = INIT; COND; VAR = UPDATE");
      Step s;
      s.kind = Step::Loop;
      s.line = line;
      s.var = trim(parts[0].substr(0, e1));
      if (trim(parts[2].substr(0, e3)) != s.var) throw SpecError(where + ": the update must assign " + s.var);
      if (spec.lets.count(s.var)) throw SpecError(where + ": loop variable '" + s.var + "' hides a @let");
      s.init = parse_expr(parts[0].substr(e1 + 1), where);
      s.cond = parse_expr(parts[1], where);
      s.update = parse_expr(parts[2].substr(e3 + 1), where);
      open.back()->push_back(std::move(s));
      open.push_back(&open.back()->back().body);
      open_lines.push_back(line);
    } else if (directive == "end") {
      if (open.size() == 1) throw SpecError(where + ": @end without @loop");
      open.pop_back();
      open_lines.pop_back();
    } else if (directive == "check") {
      spec.checks.push_back(parse_check(rest, where, line));
    } else if (directive == "stack") {
      if (spec.stack_line) throw SpecError(where + ": @stack is given twice");
      spec.stack_bytes = eval_const(rest, spec.lets, where).as_int();
      spec.stack_line = line;
      // CUDA refuses a per-thread stack above 512 KiB (cudaErrorInvalidValue).
      if (spec.stack_bytes <= 0 || spec.stack_bytes > 512 * 1024)
        throw SpecError(where + ": @stack takes the bytes of stack per thread, 1 to 524288");
    } else {
      throw SpecError(where + ": unknown directive @" + directive);
    }
  }
  if (!seen_realcode) throw SpecError(path + ": no '// @realcode <description>' header");
  if (open.size() != 1) throw SpecError(path + ":" + std::to_string(open_lines.back()) + ": @loop without @end");
  if (spec.steps.empty()) throw SpecError(path + ": no @launch");
  if (spec.checks.empty()) throw SpecError(path + ": no @check");
  for (const Check& c : spec.checks) {
    const Buffer* b = spec.find(c.buffer);
    std::string where = path + ":" + std::to_string(c.line);
    if (!b) throw SpecError(where + ": @check of an undeclared buffer '" + c.buffer + "'");
    // The comparison downloads device buffers; a @global/@const lives in the module.
    if (b->module_symbol)
      throw SpecError(where + ": @check of '" + c.buffer +
                      "', a module variable: the harness compares buffers; copy it into one with a kernel");
    if (elem_is_float(b->type) && c.exact && b->type != Elem::f32 && b->type != Elem::f64)
      throw SpecError(where + ": a 16-bit float output needs a stated tolerance (abs=, rel=)");
  }
  return spec;
}

Spec parse_spec_file(const std::string& path) {
  std::ifstream f(path);
  if (!f) throw SpecError(path + ": cannot read");
  std::stringstream ss;
  ss << f.rdbuf();
  return parse_spec_text(ss.str(), path);
}

}  // namespace realcode
