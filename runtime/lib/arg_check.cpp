// Launch argument checks against a kernel's parameter list, done before cuLaunchKernel.
#include "kiln/arg_check.hpp"

#include "kiln/error.hpp"

namespace kiln {
namespace {

bool is_scalar_spelling(std::string_view s) {
  static constexpr std::string_view known[] = {"bool", "f16", "bf16", "f32", "f64", "i8",  "i16",
                                               "i32",  "i64", "u8",   "u16", "u32", "u64"};
  for (auto k : known)
    if (s == k) return true;
  return false;
}

struct Spelling {
  bool is_const = false;
  bool is_pointer = false;
  std::string element;  // normalised: signedness dropped (u32 -> i32)
  bool known = false;   // element is a scalar spelling Kiln compares
};

Spelling analyse(std::string_view s) {
  Spelling out;
  if (s.substr(0, 6) == "const_") {
    out.is_const = true;
    s.remove_prefix(6);
  }
  if (!s.empty() && s.back() == '*') {
    out.is_pointer = true;
    s.remove_suffix(1);
  }
  out.known = is_scalar_spelling(s);
  out.element = std::string(s);
  if (out.known && out.element[0] == 'u') out.element[0] = 'i';
  return out;
}

std::string describe_param(const Param& p) {
  std::string kind = p.kind == ParamKind::pointer ? "a device pointer" : p.kind == ParamKind::value ? "a value" : "an argument";
  return kind + " (" + p.type + ", " + std::to_string(p.size) + " bytes)";
}

std::string describe_arg(const ArgInfo& a) {
  std::string type = a.type.empty() ? std::string("unnamed type") : a.type;
  return std::string(a.is_pointer ? "a device pointer" : "a value") + " (" + type + ", " + std::to_string(a.size) +
         " bytes)";
}

std::string parameter_list(const std::vector<Param>& params) {
  std::string list;
  for (const Param& p : params) list += (list.empty() ? "" : ", ") + p.type;
  return "(" + list + ")";
}

}  // namespace

void check_arguments(std::string_view kernel, const std::vector<Param>& params, const std::vector<ArgInfo>& args) {
  std::string who = "kernel '" + std::string(kernel) + "'";
  if (params.size() != args.size())
    throw ArgumentError(who + " takes " + std::to_string(params.size()) + " argument" +
                        (params.size() == 1 ? "" : "s") + " " + parameter_list(params) + ", but the launch passes " +
                        std::to_string(args.size()));
  for (size_t i = 0; i < params.size(); ++i) {
    const Param& p = params[i];
    const ArgInfo& a = args[i];
    std::string at = who + " parameter " + std::to_string(i) + ": expected " + describe_param(p) + ", got " +
                     describe_arg(a);
    if (p.kind == ParamKind::pointer && !a.is_pointer)
      throw ArgumentError(at + ". Pass a kiln::DevicePtr<T> or a kiln::DeviceBuffer<T> (wrap a raw CUdeviceptr with "
                               "kiln::DevicePtr<T>)");
    if (p.kind == ParamKind::value && a.is_pointer) throw ArgumentError(at + ". This parameter is passed by value");
    if (p.size != a.size) throw ArgumentError(at + ". The sizes differ");
    if (p.kind == ParamKind::unknown) continue;  // scanned PTX: only sizes are known
    Spelling want = analyse(p.type), have = analyse(a.type);
    if (want.known && have.known && want.element != have.element)
      throw ArgumentError(at + ". The element types differ");
    if (p.kind == ParamKind::pointer && have.is_const && !want.is_const && want.known)
      throw ArgumentError(at + ". The kernel writes through this pointer; pass a non-const pointer");
  }
}

}  // namespace kiln
