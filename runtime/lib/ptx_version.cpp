// PTX ISA versions: reading `.version`, and which CUDA driver accepts which ISA.
#include <charconv>
#include <climits>

#include "kiln/error.hpp"
#include "kiln/ptx_info.hpp"

namespace kiln {
namespace {

struct DriverPtx {
  int driver;  // cuDriverGetVersion encoding
  PtxVersion ptx;
};

// From NVIDIA's PTX ISA release notes: the ISA each CUDA release introduced.
constexpr DriverPtx kDriverTable[] = {
    {10000, {6, 3}}, {10010, {6, 4}}, {10020, {6, 5}}, {11000, {7, 0}}, {11010, {7, 1}}, {11020, {7, 2}},
    {11030, {7, 3}}, {11040, {7, 4}}, {11050, {7, 5}}, {11060, {7, 6}}, {11070, {7, 7}}, {11080, {7, 8}},
    {12000, {8, 0}}, {12010, {8, 1}}, {12020, {8, 2}}, {12030, {8, 3}}, {12040, {8, 4}}, {12050, {8, 5}},
    {12060, {8, 5}}, {12080, {8, 7}}, {12090, {8, 8}}, {13000, {9, 0}},
};
constexpr int kLastKnownMajor = 13;  // CUDA 13.x ships PTX 9.x

}  // namespace

std::string PtxVersion::str() const { return std::to_string(major) + "." + std::to_string(minor); }

std::optional<PtxVersion> parse_ptx_version_string(std::string_view text) {
  size_t dot = text.find('.');
  if (dot == std::string_view::npos || dot == 0 || dot + 1 == text.size()) return std::nullopt;
  PtxVersion v;
  auto a = std::from_chars(text.data(), text.data() + dot, v.major);
  auto b = std::from_chars(text.data() + dot + 1, text.data() + text.size(), v.minor);
  if (a.ec != std::errc() || a.ptr != text.data() + dot) return std::nullopt;
  if (b.ec != std::errc() || b.ptr != text.data() + text.size()) return std::nullopt;
  if (v.major < 0 || v.minor < 0) return std::nullopt;
  return v;
}

std::optional<PtxVersion> PtxVersion::parse(std::string_view text) {
  return parse_ptx_version_string(text);
}

std::optional<PtxVersion> read_ptx_version(std::string_view ptx) {
  size_t i = 0;
  while (i < ptx.size()) {
    if (ptx.compare(i, 2, "//") == 0) {
      i = ptx.find('\n', i);
      if (i == std::string_view::npos) return std::nullopt;
      continue;
    }
    if (ptx.compare(i, 2, "/*") == 0) {
      i = ptx.find("*/", i + 2);
      if (i == std::string_view::npos) return std::nullopt;
      i += 2;
      continue;
    }
    if (ptx.compare(i, 8, ".version") == 0 && (i == 0 || isspace(static_cast<unsigned char>(ptx[i - 1])))) {
      size_t start = i + 8;
      while (start < ptx.size() && (ptx[start] == ' ' || ptx[start] == '\t')) ++start;
      size_t end = start;
      while (end < ptx.size() && (isdigit(static_cast<unsigned char>(ptx[end])) || ptx[end] == '.')) ++end;
      return parse_ptx_version_string(ptx.substr(start, end - start));
    }
    ++i;
  }
  return std::nullopt;
}

std::string driver_version_string(int driver_version) {
  return std::to_string(driver_version / 1000) + "." + std::to_string(driver_version % 1000 / 10);
}

PtxVersion max_ptx_for_driver(int driver_version) {
  int major = driver_version / 1000;
  if (major == kLastKnownMajor) return {9, driver_version % 1000 / 10};
  if (major > kLastKnownMajor) return {INT_MAX, 0};  // newer than Kiln knows: let the driver judge
  PtxVersion best{6, 0};
  for (const DriverPtx& row : kDriverTable)
    if (row.driver <= driver_version) best = row.ptx;
  return best;
}

std::optional<int> min_driver_for_ptx(PtxVersion version) {
  for (const DriverPtx& row : kDriverTable)
    if (version <= row.ptx) return row.driver;
  if (version.major == 9) return kLastKnownMajor * 1000 + version.minor * 10;
  return std::nullopt;
}

void check_ptx_loadable(PtxVersion version, int driver_version, std::string_view what) {
  PtxVersion accepted = max_ptx_for_driver(driver_version);
  if (version <= accepted) return;
  std::string driver = driver_version_string(driver_version);
  std::string message = std::string(what) + " uses PTX ISA " + version.str() + ", but the installed NVIDIA driver (CUDA " +
                        driver + ") accepts PTX up to " + accepted.str() + ". ";
  if (auto needed = min_driver_for_ptx(version))
    message += "Install a driver for CUDA " + driver_version_string(*needed) + " or newer, or ";
  else
    message += "No CUDA driver Kiln knows of accepts that version; ";
  message += "rebuild with `kilnc --cuda-driver=" + driver + "` (or `--max-ptx=" + accepted.str() +
             "`) so that kilnc emits PTX this driver loads.";
  throw PtxVersionError(message);
}

}  // namespace kiln
