#include "kernel_names.hpp"

#include <cxxabi.h>

#include <cctype>
#include <cstdlib>

#include "expr.hpp"

namespace realcode {

std::string demangled_kernel_name(const std::string& symbol) {
  if (symbol.rfind("_Z", 0) != 0) return "";
  int status = 0;
  char* text = abi::__cxa_demangle(symbol.c_str(), nullptr, nullptr, &status);
  if (status != 0 || !text) return "";
  std::string d(text);
  std::free(text);
  // The parameter list starts at the first '(' outside template brackets and parentheses; '<' and
  // '>' inside parentheses are operators of a demangled expression (`enable_if<((8) > (0)), void>`).
  int angle = 0, paren = 0;
  size_t last_space = std::string::npos;
  for (size_t i = 0; i < d.size(); ++i) {
    char c = d[i];
    if (d.compare(i, 21, "(anonymous namespace)") == 0) {
      i += 20;
      continue;
    }
    if (c == '(' && angle == 0 && paren == 0) {
      d = d.substr(0, i);
      break;
    }
    if (c == '(') ++paren;
    if (c == ')') --paren;
    if (paren == 0 && c == '<') ++angle;
    if (paren == 0 && c == '>') --angle;
    if (c == ' ' && angle == 0 && paren == 0) last_space = i;
  }
  // Templates demangle with their return type (`void`, or an enable_if<...>::type): the name is
  // what follows the last space outside brackets.
  if (last_space != std::string::npos && last_space < d.size()) d = d.substr(last_space + 1);
  return d;
}

std::string normalize_kernel_name(const std::string& name) {
  std::string out;
  for (size_t i = 0; i < name.size(); ++i) {
    char c = name[i];
    if (std::isspace(static_cast<unsigned char>(c))) continue;
    // 256u, 4ul, 8ll: the demangler spells the type of integer template arguments.
    if ((c == 'u' || c == 'l' || c == 'U' || c == 'L') && !out.empty() && std::isdigit(static_cast<unsigned char>(out.back()))) {
      size_t j = out.size();
      while (j > 0 && std::isdigit(static_cast<unsigned char>(out[j - 1]))) --j;
      bool literal = j == 0 || !(std::isalpha(static_cast<unsigned char>(out[j - 1])) || out[j - 1] == '_');
      if (literal) continue;
    }
    out += c;
  }
  if (out.rfind("void", 0) == 0 && out.find('<') != std::string::npos && out.size() > 4 &&
      (std::isalpha(static_cast<unsigned char>(out[4])) || out[4] == '_'))
    out = out.substr(4);
  return out;
}

std::string resolve_kernel(const std::string& wanted, const std::vector<std::string>& symbols) {
  for (const std::string& s : symbols)
    if (s == wanted) return s;
  std::string want = normalize_kernel_name(wanted);
  std::vector<std::string> hits;
  for (const std::string& s : symbols)
    if (normalize_kernel_name(demangled_kernel_name(s)) == want) hits.push_back(s);
  if (hits.size() == 1) return hits[0];
  std::string listing;
  for (const std::string& s : symbols) {
    std::string d = demangled_kernel_name(s);
    listing += "\n    " + s + (d.empty() ? "" : "  (" + d + ")");
  }
  throw SpecError("kernel '" + wanted + "' " + (hits.empty() ? "is not" : "is ambiguous") + " among the module's entries:" + listing);
}

}  // namespace realcode
