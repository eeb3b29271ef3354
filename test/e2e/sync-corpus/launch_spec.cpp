#include "launch_spec.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <random>
#include <sstream>

namespace kiln::corpus {
namespace {

struct ElemName {
  const char* name;
  Elem elem;
};
constexpr ElemName kElems[] = {{"i8", Elem::i8},   {"u8", Elem::u8},   {"i16", Elem::i16}, {"u16", Elem::u16},
                               {"i32", Elem::i32}, {"u32", Elem::u32}, {"i64", Elem::i64}, {"u64", Elem::u64},
                               {"f32", Elem::f32}, {"f64", Elem::f64}};

[[noreturn]] void fail(const std::string& where, const std::string& what) { throw SpecError(where + ": " + what); }

Elem parse_elem(const std::string& s, const std::string& where) {
  for (const auto& e : kElems)
    if (s == e.name) return e.elem;
  fail(where, "unknown element type '" + s + "' (i8 u8 i16 u16 i32 u32 i64 u64 f32 f64)");
}

double parse_number(const std::string& s, const std::string& where) {
  size_t used = 0;
  double v = 0;
  try {
    v = std::stod(s, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != s.size() || s.empty()) fail(where, "not a number: '" + s + "'");
  return v;
}

uint64_t parse_count(const std::string& s, const std::string& where) {
  uint64_t total = 1;
  std::stringstream in(s);
  std::string factor;
  while (std::getline(in, factor, '*')) {
    double v = parse_number(factor, where);
    if (v < 1 || v != std::floor(v)) fail(where, "bad element count '" + s + "'");
    total *= uint64_t(v);
  }
  return total;
}

void parse_dims(const std::string& s, uint32_t out[3], const std::string& where) {
  std::stringstream in(s);
  std::string part;
  int i = 0;
  while (std::getline(in, part, ',')) {
    if (i == 3) fail(where, "more than three dimensions in '" + s + "'");
    double v = parse_number(part, where);
    if (v < 1 || v != std::floor(v)) fail(where, "bad dimension '" + part + "'");
    out[i++] = uint32_t(v);
  }
  if (i == 0) fail(where, "empty dimensions");
}

// NAME(A,B) -> kind and numbers
Init parse_init(const std::string& s, const std::string& where) {
  Init init;
  std::string head = s, inside;
  size_t open = s.find('(');
  if (open != std::string::npos) {
    if (s.back() != ')') fail(where, "unbalanced parentheses in '" + s + "'");
    head = s.substr(0, open);
    inside = s.substr(open + 1, s.size() - open - 2);
  }
  std::vector<double> nums;
  if (!inside.empty()) {
    std::stringstream in(inside);
    std::string n;
    while (std::getline(in, n, ',')) nums.push_back(parse_number(n, where));
  }
  auto want = [&](size_t n) {
    if (nums.size() != n) fail(where, "'" + head + "' takes " + std::to_string(n) + " number(s)");
  };
  if (head == "zero") {
    want(0);
    init.kind = Init::zero;
  } else if (head == "rand") {
    init.kind = Init::rand;
    if (!nums.empty()) {
      want(2);
      init.a = nums[0];
      init.b = nums[1];
      init.ranged = true;
      if (!(init.a < init.b)) fail(where, "rand(LO,HI) needs LO < HI");
    }
  } else if (head == "urand") {
    want(0);
    init.kind = Init::urand;
  } else if (head == "iota") {
    init.kind = Init::iota;
    init.b = 1;
    if (!nums.empty()) {
      want(2);
      init.a = nums[0];
      init.b = nums[1];
    }
  } else if (head == "const") {
    want(1);
    init.kind = Init::constant;
    init.a = nums[0];
  } else if (head == "ddom") {
    want(1);
    init.kind = Init::ddom;
    init.a = nums[0];
    if (init.a < 1) fail(where, "ddom(N) needs N >= 1");
  } else {
    fail(where, "unknown contents '" + s + "' (zero rand rand(LO,HI) urand iota iota(START,STEP) const(V) ddom(N))");
  }
  return init;
}

// NAME:TYPE[COUNT]:INIT or NAME:TYPE=VALUE
Arg parse_arg(const std::string& tok, bool scalar_allowed, const std::string& where) {
  Arg arg;
  size_t colon = tok.find(':');
  if (colon == std::string::npos || colon == 0) fail(where, "argument '" + tok + "' needs NAME:TYPE...");
  arg.name = tok.substr(0, colon);
  std::string rest = tok.substr(colon + 1);
  size_t bracket = rest.find('['), eq = rest.find('=');
  if (bracket != std::string::npos && (eq == std::string::npos || bracket < eq)) {
    size_t close = rest.find(']', bracket);
    if (close == std::string::npos || close + 1 >= rest.size() || rest[close + 1] != ':')
      fail(where, "buffer '" + tok + "' needs NAME:TYPE[COUNT]:INIT");
    arg.buffer = true;
    arg.elem = parse_elem(rest.substr(0, bracket), where);
    arg.count = parse_count(rest.substr(bracket + 1, close - bracket - 1), where);
    arg.init = parse_init(rest.substr(close + 2), where);
  } else if (eq != std::string::npos && scalar_allowed) {
    arg.elem = parse_elem(rest.substr(0, eq), where);
    arg.value = parse_number(rest.substr(eq + 1), where);
  } else {
    fail(where, "argument '" + tok + "' is neither NAME:TYPE[COUNT]:INIT nor NAME:TYPE=VALUE");
  }
  return arg;
}

template <class T>
void put(std::vector<unsigned char>& out, size_t i, double v) {
  T t = T(v);
  std::memcpy(out.data() + i * sizeof(T), &t, sizeof(T));
}

void store(std::vector<unsigned char>& out, Elem e, size_t i, double v) {
  switch (e) {
    case Elem::i8: put<int8_t>(out, i, v); break;
    case Elem::u8: put<uint8_t>(out, i, v); break;
    case Elem::i16: put<int16_t>(out, i, v); break;
    case Elem::u16: put<uint16_t>(out, i, v); break;
    case Elem::i32: put<int32_t>(out, i, v); break;
    case Elem::u32: put<uint32_t>(out, i, v); break;
    case Elem::i64: put<int64_t>(out, i, v); break;
    case Elem::u64: put<uint64_t>(out, i, v); break;
    case Elem::f32: put<float>(out, i, v); break;
    case Elem::f64: put<double>(out, i, v); break;
  }
}

template <class T>
double get(const std::vector<unsigned char>& in, size_t i) {
  T t;
  std::memcpy(&t, in.data() + i * sizeof(T), sizeof(T));
  return double(t);
}

double load(const std::vector<unsigned char>& in, Elem e, size_t i) {
  switch (e) {
    case Elem::i8: return get<int8_t>(in, i);
    case Elem::u8: return get<uint8_t>(in, i);
    case Elem::i16: return get<int16_t>(in, i);
    case Elem::u16: return get<uint16_t>(in, i);
    case Elem::i32: return get<int32_t>(in, i);
    case Elem::u32: return get<uint32_t>(in, i);
    case Elem::i64: return get<int64_t>(in, i);
    case Elem::u64: return get<uint64_t>(in, i);
    case Elem::f32: return get<float>(in, i);
    case Elem::f64: return get<double>(in, i);
  }
  return 0;
}

}  // namespace

size_t elem_size(Elem e) {
  switch (e) {
    case Elem::i8: case Elem::u8: return 1;
    case Elem::i16: case Elem::u16: return 2;
    case Elem::i32: case Elem::u32: case Elem::f32: return 4;
    default: return 8;
  }
}

bool elem_is_float(Elem e) { return e == Elem::f32 || e == Elem::f64; }

const char* elem_name(Elem e) {
  for (const auto& x : kElems)
    if (x.elem == e) return x.name;
  return "?";
}

std::vector<Launch> parse_launches(const std::string& source, const std::string& stem, const std::string& label) {
  std::vector<Launch> launches;
  std::stringstream lines(source);
  std::string line;
  int number = 0;
  const std::string marker = "// LAUNCH:";
  while (std::getline(lines, line)) {
    ++number;
    size_t at = line.find(marker);
    if (at == std::string::npos) continue;
    std::string where = label + ":" + std::to_string(number);
    Launch launch;
    launch.line = number;
    launch.kernel = stem;
    std::stringstream toks(line.substr(at + marker.size()));
    std::string tok;
    bool in_args = false, saw_grid = false, saw_block = false, saw_args = false;
    while (toks >> tok) {
      if (in_args) {
        launch.args.push_back(parse_arg(tok, true, where));
        continue;
      }
      size_t eq = tok.find('=');
      if (eq == std::string::npos) fail(where, "expected KEY=VALUE, got '" + tok + "'");
      std::string key = tok.substr(0, eq), value = tok.substr(eq + 1);
      if (key == "kernel") {
        if (value.empty()) fail(where, "empty kernel name");
        launch.kernel = value;
      } else if (key == "grid") {
        parse_dims(value, launch.grid, where);
        saw_grid = true;
      } else if (key == "block") {
        parse_dims(value, launch.block, where);
        saw_block = true;
      } else if (key == "smem") {
        double bytes = parse_number(value, where);
        if (bytes < 0 || bytes != std::floor(bytes)) fail(where, "bad smem '" + value + "'");
        launch.smem = uint32_t(bytes);
      } else if (key == "tol") {
        launch.tol = parse_number(value, where);
      } else if (key == "unordered") {
        std::stringstream names(value);
        std::string n;
        while (std::getline(names, n, ','))
          if (!n.empty()) launch.unordered.push_back(n);
        if (launch.unordered.empty()) fail(where, "empty unordered list");
      } else if (key == "constant") {
        Arg c = parse_arg(value, false, where);
        launch.constants.push_back(c);
      } else if (key == "args") {
        in_args = saw_args = true;
        if (!value.empty()) launch.args.push_back(parse_arg(value, true, where));
      } else {
        fail(where, "unknown key '" + key + "' (kernel grid block smem tol unordered constant args)");
      }
    }
    if (!saw_grid || !saw_block) fail(where, "a LAUNCH line needs grid= and block=");
    if (!saw_args) fail(where, "a LAUNCH line needs args= (possibly with no arguments after it)");
    uint64_t threads = uint64_t(launch.block[0]) * launch.block[1] * launch.block[2];
    if (threads > 1024) fail(where, "block of " + std::to_string(threads) + " threads (at most 1024)");
    launches.push_back(std::move(launch));
  }
  return launches;
}

uint64_t seed_for(const std::string& stem, int launch, const std::string& arg) {
  uint64_t h = 1469598103934665603ull;  // FNV-1a
  std::string key = stem + "#" + std::to_string(launch) + "/" + arg;
  for (unsigned char c : key) h = (h ^ c) * 1099511628211ull;
  return h;
}

std::vector<unsigned char> initial_contents(const Arg& arg, uint64_t seed) {
  std::vector<unsigned char> out(arg.count * elem_size(arg.elem));
  std::mt19937_64 rng(seed);
  auto unit = [&] { return double(rng() >> 11) * (1.0 / 9007199254740992.0); };  // [0, 1)
  bool fp = elem_is_float(arg.elem);
  for (size_t i = 0; i < arg.count; ++i) {
    double v = 0;
    switch (arg.init.kind) {
      case Init::zero: v = 0; break;
      case Init::rand:
        if (arg.init.ranged)
          v = fp ? arg.init.a + (arg.init.b - arg.init.a) * unit()
                 : std::floor(arg.init.a + (arg.init.b - arg.init.a) * unit());
        else
          v = fp ? 2 * unit() - 1 : std::floor(100 * unit());
        break;
      case Init::urand: v = fp ? unit() : std::floor(100 * unit()); break;
      case Init::iota: v = arg.init.a + arg.init.b * double(i); break;
      case Init::constant: v = arg.init.a; break;
      case Init::ddom: {
        size_t n = size_t(arg.init.a);
        v = 2 * unit() - 1 + ((i / n) % n == i % n ? double(n) : 0.0);
        break;
      }
    }
    store(out, arg.elem, i, v);
  }
  return out;
}

std::vector<unsigned char> scalar_bytes(const Arg& arg) {
  std::vector<unsigned char> out(elem_size(arg.elem));
  store(out, arg.elem, 0, arg.value);
  return out;
}

std::string compare_contents(const Arg& arg, const std::vector<unsigned char>& got,
                             const std::vector<unsigned char>& want, double tol, bool unordered) {
  if (got.size() != want.size()) return arg.name + ": sizes differ";
  bool fp = elem_is_float(arg.elem);
  std::vector<double> gs(arg.count), ws(arg.count);
  for (size_t i = 0; i < arg.count; ++i) {
    gs[i] = load(got, arg.elem, i);
    ws[i] = load(want, arg.elem, i);
  }
  if (unordered) {
    std::sort(gs.begin(), gs.end());
    std::sort(ws.begin(), ws.end());
  }
  for (size_t i = 0; i < arg.count; ++i) {
    double g = gs[i], w = ws[i];
    bool same = fp ? (g == w || (std::isnan(g) && std::isnan(w)) || std::fabs(g - w) <= tol * std::max(1.0, std::fabs(w)))
                   : g == w;
    if (!same) {
      std::ostringstream os;
      os.precision(9);
      os << arg.name << (unordered ? " (sorted)" : "") << "[" << i << "]: kilnc " << g << ", nvcc " << w;
      return os.str();
    }
  }
  return "";
}

}  // namespace kiln::corpus
