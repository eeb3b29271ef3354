// `kilnc --emit=header`: a C++ header with the bundle embedded and one typed launcher per kernel.
#include "kiln/launch_header.hpp"

#include "kiln/tile_signature.hpp"

#include <cctype>
#include <set>
#include <string>
#include <vector>

namespace kiln {
namespace {

std::string scalar_host_type(std::string_view s) {
  struct Row { std::string_view spelling, host; };
  static constexpr Row rows[] = {
      {"bool", "bool"},       {"f16", "kiln::half"},  {"bf16", "kiln::bfloat16"}, {"f32", "float"},
      {"f64", "double"},      {"i8", "int8_t"},       {"i16", "int16_t"},         {"i32", "int32_t"},
      {"i64", "int64_t"},     {"u8", "uint8_t"},      {"u16", "uint16_t"},        {"u32", "uint32_t"},
      {"u64", "uint64_t"},
  };
  for (const Row& r : rows)
    if (r.spelling == s) return std::string(r.host);
  return "";
}

bool is_qualified_identifier(std::string_view s) {
  if (s.empty()) return false;
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == ':' && i + 1 < s.size() && s[i + 1] == ':') { ++i; continue; }
    if (!(isalnum(static_cast<unsigned char>(c)) || c == '_')) return false;
  }
  return !isdigit(static_cast<unsigned char>(s[0])) && s[0] != ':';
}

// struct.Name -> Name
std::string struct_host_type(std::string_view s) {
  if (s.substr(0, 7) != "struct.") return "";
  std::string_view name = s.substr(7);
  return is_qualified_identifier(name) ? std::string(name) : "";
}

std::string element_host_type(std::string_view s) {
  if (s == "void") return "void";
  std::string t = scalar_host_type(s);
  return t.empty() ? struct_host_type(s) : t;
}

std::string identifier(std::string_view text) {
  std::string out;
  for (char c : text) out += (isalnum(static_cast<unsigned char>(c)) || c == '_') ? c : '_';
  if (out.empty() || isdigit(static_cast<unsigned char>(out[0]))) out = "k_" + out;
  static const std::set<std::string> reserved = {"Bundle", "module", "bundle_text", "class", "int", "float",
                                                 "double", "void", "new", "delete", "default", "register",
                                                 "template", "typename", "union", "struct", "this", "operator"};
  if (reserved.count(out)) out += '_';
  return out;
}

// The launcher's name: for C++ kernels taken from the demangled signature (ns::f<int> -> ns_f_int_).
std::string method_name(const KernelInfo& k) {
  if (k.signature.empty()) return identifier(k.name);
  std::string_view sig = k.signature;
  size_t paren = sig.find('(');
  std::string_view head = sig.substr(0, paren);
  // Drop a return type: the function name is the last space-separated word outside <>.
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0; i < head.size(); ++i) {
    if (head[i] == '<') ++depth;
    else if (head[i] == '>') --depth;
    else if (head[i] == ' ' && depth == 0) start = i + 1;
  }
  std::string_view name = head.substr(start);
  std::string out;
  for (char c : name) {
    if (c == ' ') continue;
    if (!(isalnum(static_cast<unsigned char>(c)) || c == '_')) {
      if (out.empty() || out.back() != '_') out += '_';
    } else {
      out += c;
    }
  }
  return identifier(out);
}

// A tile kernel's launcher in its own terms: a grid of programs, each `tensor<T, R>` as one
// kiln::TensorView<T, R>, scalars as their values; kiln::launch_tile applies the bundle's block
// size and dynamic shared memory and picks the contiguous variant when the views allow it. Empty
// when the flattened parameters do not match the signature's tensors.
std::string tile_launcher(const KernelInfo& k, const std::string& member) {
  std::vector<std::string> sig = signature_params(k.signature);
  std::string params, adds;
  size_t flat = 0;
  for (size_t i = 0; i < sig.size(); ++i) {
    std::string arg = "t" + std::to_string(i);
    if (int rank = tensor_rank(sig[i])) {
      if (flat + 1 + 2 * rank > k.params.size() || k.params[flat].kind != ParamKind::pointer) return "";
      std::string ptr = host_type_for_spelling(k.params[flat].type);
      const std::string prefix = "kiln::DevicePtr<";
      if (ptr.rfind(prefix, 0) != 0) return "";
      std::string elem = ptr.substr(prefix.size(), ptr.size() - prefix.size() - 1);
      if (elem.rfind("const ", 0) == 0) elem = elem.substr(6);
      if (elem == "void") return "";
      for (int j = 1; j <= 2 * rank; ++j)
        if (k.params[flat + j].type != "i64") return "";
      flat += 1 + 2 * rank;
      params += ", const kiln::TensorView<" + elem + ", " + std::to_string(rank) + ">& " + arg;
    } else {
      if (flat >= k.params.size()) return "";
      std::string host = scalar_host_type(k.params[flat].type);
      // TileArgs takes arithmetic scalars; half/bfloat16 scalars keep the raw launcher only.
      if (host.empty() || host.rfind("kiln::", 0) == 0) return "";
      ++flat;
      params += ", " + host + " " + arg;
    }
    adds += ".add(" + arg + ")";
  }
  if (flat != caller_params(k)) return "";
  return "  // Tile launch: block size, dynamic shared memory and (for contiguous views) the contiguous\n"
         "  // variant from the bundle, as kiln::launch_tile.\n"
         "  void " + member + "(kiln::Dim3 grid" + params + ", CUstream stream = nullptr) const {\n"
         "    kiln::TileArgs args;\n    args" + adds + ";\n    kiln::launch_tile(" + member +
         "_kernel_, grid, args, stream);\n  }\n";
}

std::string escape_comment(std::string_view s) {
  std::string out;
  for (char c : s) out += (c == '\n' || c == '\r') ? ' ' : c;
  return out;
}

}  // namespace

std::string host_type_for_spelling(std::string_view spelling) {
  std::string_view s = spelling;
  if (!s.empty() && s.back() == '*') {
    s.remove_suffix(1);
    bool is_const = s.substr(0, 6) == "const_";
    if (is_const) s.remove_prefix(6);
    std::string element = element_host_type(s);
    if (element.empty()) return "";
    return "kiln::DevicePtr<" + std::string(is_const ? "const " : "") + element + ">";
  }
  return element_host_type(s);
}

std::string emit_launch_header(const Bundle& bundle, std::string_view name) {
  std::string ns = identifier(name);
  std::string text = write_bundle(bundle);
  std::string out;
  out += "// Generated by `kilnc --emit=header` for bundle '" + escape_comment(name) + "'. Do not edit.\n";
  out += "// Each launcher takes the host types of the kernel's parameters, so a wrong argument type is a\n";
  out += "// compile error; the runtime checks the same parameter list again at launch.\n";
  out += "#pragma once\n\n#include <cstdint>\n#include <string_view>\n#include <type_traits>\n\n";
  out += "#include <kiln/runtime.hpp>\n";
  bool tiles = false;
  for (const KernelInfo& k : bundle.kernels) tiles |= k.threads.has_value();
  if (tiles) out += "#include <kiln/tensor_view.hpp>\n";
  out += "\n";
  out += "namespace " + ns + " {\n\n";
  out += "// The bundle, byte for byte (" + std::to_string(text.size()) + " bytes).\n";
  out += "inline std::string_view bundle_text() {\n  static const unsigned char bytes[] = {";
  static const char* hex = "0123456789abcdef";
  for (size_t i = 0; i < text.size(); ++i) {
    if (i % 24 == 0) out += "\n     ";
    unsigned char c = static_cast<unsigned char>(text[i]);
    out += " 0x";
    out += hex[c >> 4];
    out += hex[c & 15];
    out += ',';
  }
  out += "\n  };\n  return std::string_view(reinterpret_cast<const char*>(bytes), sizeof(bytes));\n}\n\n";

  // Launchers: one member per kernel, holding the loaded Kernel handle.
  std::set<std::string> used;
  std::vector<std::string> members;
  out += "class Bundle {\n public:\n";
  out += "  explicit Bundle(const kiln::Context& context)\n      : module_(kiln::Module::from_bundle_text(context, bundle_text()))";
  // Launch-time variants of tile kernels are reached through the kernel they stand in for.
  std::vector<const KernelInfo*> launched;
  for (const KernelInfo& k : bundle.kernels)
    if (k.specializes.empty()) launched.push_back(&k);
  for (const KernelInfo* kp : launched) {
    const KernelInfo& k = *kp;
    std::string m = method_name(k);
    while (used.count(m)) m += '_';
    used.insert(m);
    members.push_back(m);
    out += ",\n        " + m + "_kernel_(module_.kernel(\"" + k.name + "\"))";
  }
  out += " {}\n\n  const kiln::Module& module() const { return module_; }\n";
  for (size_t ki = 0; ki < launched.size(); ++ki) {
    const KernelInfo& k = *launched[ki];
    std::string templates, params, args, asserts;
    for (size_t i = 0; i < k.params.size(); ++i) {
      const Param& p = k.params[i];
      std::string arg = "a" + std::to_string(i);
      std::string host = host_type_for_spelling(p.type);
      bool scalar = !scalar_host_type(p.type).empty();
      if (host.empty()) {
        std::string t = "A" + std::to_string(i);
        templates += (templates.empty() ? "" : ", ") + std::string("class ") + t;
        host = t;
        asserts += "    static_assert(std::is_trivially_copyable_v<" + t + "> && sizeof(" + t + ") == " +
                   std::to_string(p.size) + ", \"" + k.name + " parameter " + std::to_string(i) + " (" + p.type +
                   ") takes a trivially copyable " + std::to_string(p.size) + "-byte value\");\n";
      } else if (!scalar && p.kind == ParamKind::value) {
        asserts += "    static_assert(sizeof(" + host + ") == " + std::to_string(p.size) + " && alignof(" + host +
                   ") == " + std::to_string(p.align) + ", \"host layout of " + host + " differs from the kernel's\");\n";
      }
      if (scalar) {
        params += (params.empty() ? "" : ", ") + std::string("kiln::Value<") + host + "> " + arg;
        args += ", " + arg + ".value";
      } else {
        params += (params.empty() ? "" : ", ") + (p.kind == ParamKind::pointer ? host : "const " + host + "&") + " " + arg;
        args += ", " + arg;
      }
    }
    out += "\n  // " + (k.signature.empty() ? k.name : escape_comment(k.signature)) + "\n";
    // Kernels that synchronise their grid get the cooperative launch (checked against occupancy).
    if (k.cooperative) out += "  // Cooperative launch: the grid must fit on the device at once.\n";
    // A raw launch of a packed tile kernel passes what launch_tile derives from the grid.
    if (k.packed && k.packed_at_launch) {
      uint32_t most = (*k.packed)[1], program = k.threads ? (*k.threads)[0] / most : 0;
      out += "  // Packed, 1 to " + std::to_string(most) + " programs per block: pick P " +
             "(kiln::choose_programs_per_block), launch ceil(programs / P) blocks of P x " +
             std::to_string(program) + " threads and pass the number of programs along x as a" +
             std::to_string((*k.packed)[0]) + ".\n";
    } else if (k.packed)
      out += "  // Packed, " + std::to_string((*k.packed)[1]) + " programs per block: launch ceil(programs / " +
             std::to_string((*k.packed)[1]) + ") blocks and pass the number of programs along x as a" +
             std::to_string((*k.packed)[0]) + ".\n";
    // And of a split one: the tile launcher chooses S and passes the workspace.
    if (k.split)
      out += "  // Split reduction loop: pass the split count S as a" + std::to_string(k.split->count_param) +
             " and a workspace as a" + std::to_string(k.split->count_param + 1) +
             ", launching S times the grid's x (docs/bundle-format.md, `split`); S = 1 and a null workspace "
             "run the loop unsplit.\n";
    if (!templates.empty()) out += "  template <" + templates + ">\n";
    out += "  void " + members[ki] + "(const kiln::LaunchConfig& config" + (params.empty() ? "" : ", ") + params +
           ") const {\n" + asserts + "    " + members[ki] + "_kernel_." +
           (k.cooperative ? "launch_cooperative" : "launch") + "(config" + args + ");\n  }\n";
    if (k.threads) out += tile_launcher(k, members[ki]);
  }
  out += "\n private:\n  kiln::Module module_;\n";
  for (const std::string& m : members) out += "  kiln::Kernel " + m + "_kernel_;\n";
  out += "};\n\n}  // namespace " + ns + "\n";
  return out;
}

}  // namespace kiln
