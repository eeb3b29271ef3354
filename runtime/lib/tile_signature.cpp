// Grouping a tile kernel's flattened parameters back into the tensors and scalars it declares.
#include "kiln/tile_signature.hpp"

#include <cctype>

namespace kiln {

std::vector<std::string> signature_params(std::string_view sig) {
  std::vector<std::string> out;
  size_t open = sig.find('(');
  if (open == std::string_view::npos || sig.empty() || sig.back() != ')') return out;
  std::string_view list = sig.substr(open + 1, sig.size() - open - 2);
  int depth = 0;
  std::string cur;
  for (char c : list) {
    if (c == '<' || c == '(') ++depth;
    if (c == '>' || c == ')') --depth;
    if (c == ',' && depth == 0) {
      out.push_back(cur);
      cur.clear();
      continue;
    }
    if (!(cur.empty() && c == ' ')) cur += c;
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

int tensor_rank(std::string_view param) {
  size_t at = param.find("tensor<");
  if (at == std::string_view::npos || (at > 0 && param[at - 1] != ':') || param.back() != '>') return 0;
  size_t comma = param.rfind(',');
  if (comma == std::string_view::npos) return 0;
  int rank = 0;
  for (char c : param.substr(comma + 1, param.size() - comma - 2))
    if (isdigit(static_cast<unsigned char>(c))) rank = rank * 10 + (c - '0');
    else if (c != ' ') return 0;
  return rank >= 1 && rank <= 4 ? rank : 0;
}

std::optional<std::vector<TileParam>> tile_parameters(const KernelInfo& k) {
  if (k.signature.empty()) return std::nullopt;
  std::vector<TileParam> out;
  size_t flat = 0;
  for (const std::string& declared : signature_params(k.signature)) {
    TileParam p;
    p.spelling = declared;
    p.first = flat;
    if (int rank = tensor_rank(declared)) {
      if (flat + 1 + 2 * rank > k.params.size() || k.params[flat].kind != ParamKind::pointer) return std::nullopt;
      std::string_view ptr = k.params[flat].type;
      if (ptr.substr(0, 6) == "const_") ptr.remove_prefix(6);
      if (ptr.empty() || ptr.back() != '*') return std::nullopt;
      ptr.remove_suffix(1);
      for (int j = 1; j <= 2 * rank; ++j)
        if (k.params[flat + j].type != "i64") return std::nullopt;
      p.is_tensor = true;
      p.rank = rank;
      p.element = std::string(ptr);
      // The flattened pointer drops const (the PTX is the same); the signature keeps it.
      size_t open = declared.find("tensor<");
      p.is_const = declared.compare(open + 7, 6, "const ") == 0;
      flat += 1 + 2 * rank;
    } else {
      if (flat >= k.params.size() || k.params[flat].kind != ParamKind::value) return std::nullopt;
      p.element = k.params[flat].type;
      ++flat;
    }
    out.push_back(std::move(p));
  }
  if (flat != caller_params(k)) return std::nullopt;
  return out;
}

}  // namespace kiln
