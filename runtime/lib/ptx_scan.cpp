// Reading `.entry` names and parameter declarations out of PTX text, so that plain PTX gets the
// same "which kernels exist" and argument-size checks that a bundle gives.
#include <cctype>
#include <charconv>
#include <optional>

#include "kiln/bundle.hpp"
#include "kiln/ptx_info.hpp"

namespace kiln {

// Splits PTX into tokens: words, and the punctuation ( ) , ; { } as tokens of their own.
std::vector<std::string_view> tokenize_ptx(std::string_view ptx) {
  std::vector<std::string_view> tokens;
  size_t i = 0;
  while (i < ptx.size()) {
    char c = ptx[i];
    if (isspace(static_cast<unsigned char>(c))) { ++i; continue; }
    if (ptx.compare(i, 2, "//") == 0) {
      i = ptx.find('\n', i);
      if (i == std::string_view::npos) break;
      continue;
    }
    if (ptx.compare(i, 2, "/*") == 0) {
      i = ptx.find("*/", i + 2);
      if (i == std::string_view::npos) break;
      i += 2;
      continue;
    }
    if (c == '(' || c == ')' || c == ',' || c == ';' || c == '{' || c == '}') {
      tokens.push_back(ptx.substr(i, 1));
      ++i;
      continue;
    }
    size_t start = i;
    while (i < ptx.size() && !isspace(static_cast<unsigned char>(ptx[i])) &&
           std::string_view("(),;{}").find(ptx[i]) == std::string_view::npos)
      ++i;
    tokens.push_back(ptx.substr(start, i - start));
  }
  return tokens;
}

namespace {

uint32_t ptx_type_size(std::string_view type) {
  if (type == ".pred") return 1;
  if (type == ".f16x2" || type == ".bf16x2") return 4;
  if (type.size() < 3) return 0;
  std::string_view bits = type.substr(2);
  if (type.substr(0, 3) == ".bf") bits = type.substr(3);
  if (bits == "8") return 1;
  if (bits == "16") return 2;
  if (bits == "32") return 4;
  if (bits == "64") return 8;
  return 0;
}

// A decimal alignment or element count (the text may go on after it, as in `24]`). nullopt for
// anything else: PTX that malformed is the driver's to report when the module loads, and the scan,
// which runs first, must not throw (std::stoul did, std::invalid_argument: a fuzz finding).
std::optional<uint32_t> ptx_number(std::string_view text) {
  uint32_t value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end == text.data()) return std::nullopt;
  return value;
}

// Parses one parameter declaration: `.param [.align N] .type [.ptr .space .align N] name[[count]]`.
Param parse_param(const std::vector<std::string_view>& decl) {
  Param p;
  p.kind = ParamKind::unknown;
  uint32_t element = 0, align = 0, count = 1;
  bool malformed = false;
  for (size_t i = 0; i < decl.size(); ++i) {
    std::string_view t = decl[i];
    if (t == ".param" || t == ".ptr" || t == ".global" || t == ".shared" || t == ".const" || t == ".local")
      continue;
    if (t == ".align" && i + 1 < decl.size()) {
      // `.align` before the type aligns the parameter; after `.ptr` it describes the pointee.
      if (element == 0) {
        std::optional<uint32_t> n = ptx_number(decl[i + 1]);
        malformed |= !n;
        align = n.value_or(0);
      }
      ++i;
      continue;
    }
    if (!t.empty() && t[0] == '.') {
      if (element == 0) {
        element = ptx_type_size(t);
        p.type = "ptx" + std::string(t);
      }
      continue;
    }
    size_t bracket = t.find('[');
    if (bracket != std::string_view::npos) {
      std::optional<uint32_t> n = ptx_number(t.substr(bracket + 1));
      malformed |= !n;
      count = n.value_or(0);
    }
  }
  uint64_t size = uint64_t(element) * count;
  if (malformed || size > UINT32_MAX) {
    // Size 0: no argument matches it, and loading the module reports the PTX.
    p.type = "ptx(malformed)";
    return p;
  }
  p.size = static_cast<uint32_t>(size);
  p.align = align ? align : element;
  if (count > 1) p.type += "[" + std::to_string(count) + "]";
  return p;
}

}  // namespace

std::vector<PtxEntry> scan_ptx_entries(std::string_view ptx) {
  std::vector<PtxEntry> entries;
  auto tokens = tokenize_ptx(ptx);
  for (size_t i = 0; i + 1 < tokens.size(); ++i) {
    if (tokens[i] != ".entry") continue;
    PtxEntry entry;
    entry.name = std::string(tokens[i + 1]);
    size_t j = i + 2;
    if (j < tokens.size() && tokens[j] == "(") {
      std::vector<std::string_view> decl;
      for (++j; j < tokens.size() && tokens[j] != ")"; ++j) {
        if (tokens[j] == ",") {
          if (!decl.empty()) entry.params.push_back(parse_param(decl));
          decl.clear();
        } else {
          decl.push_back(tokens[j]);
        }
      }
      if (!decl.empty()) entry.params.push_back(parse_param(decl));
    }
    // The body: up to the next function.
    size_t end = j;
    while (end < tokens.size() && tokens[end] != ".entry" && tokens[end] != ".func") {
      if (tokens[end] == "%envreg1" || tokens[end] == "%envreg2") entry.reads_grid_workspace = true;
      ++end;
    }
    entries.push_back(std::move(entry));
    i = j;
  }
  return entries;
}

}  // namespace kiln

namespace kiln {

std::optional<std::string> read_ptx_target(std::string_view ptx) {
  auto tokens = tokenize_ptx(ptx);
  for (size_t i = 0; i + 1 < tokens.size(); ++i)
    if (tokens[i] == ".target") return std::string(tokens[i + 1]);
  return std::nullopt;
}

}  // namespace kiln
