// Facts read from PTX text, and the driver-version <-> PTX ISA table. No CUDA dependency.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kiln {

struct Param;

struct PtxVersion {
  int major = 0;
  int minor = 0;

  friend bool operator==(PtxVersion a, PtxVersion b) { return a.major == b.major && a.minor == b.minor; }
  friend bool operator!=(PtxVersion a, PtxVersion b) { return !(a == b); }
  friend bool operator<(PtxVersion a, PtxVersion b) {
    return a.major != b.major ? a.major < b.major : a.minor < b.minor;
  }
  friend bool operator<=(PtxVersion a, PtxVersion b) { return !(b < a); }
  friend bool operator>(PtxVersion a, PtxVersion b) { return b < a; }
  std::string str() const;  // "8.0"
  // 80 for 8.0: the form LLVM's +ptxNN features and #simt.target use.
  int encoded() const { return major * 10 + minor; }
  static PtxVersion fromEncoded(int v) { return {v / 10, v % 10}; }
  static std::optional<PtxVersion> parse(std::string_view text);  // "8.0"
};

// Parses "8.0"; nullopt if it is not <digits>.<digits>.
std::optional<PtxVersion> parse_ptx_version_string(std::string_view text);
// The `.version` directive of PTX text (comments skipped); nullopt when there is none.
std::optional<PtxVersion> read_ptx_version(std::string_view ptx);

// cuDriverGetVersion's encoding: 1000 * major + 10 * minor (12040 is CUDA 12.4).
std::string driver_version_string(int driver_version);
// Highest PTX ISA a driver of this CUDA version JIT-compiles (CUDA 12.4 -> 8.4, 13.0 -> 9.0).
PtxVersion max_ptx_for_driver(int driver_version);
// Oldest CUDA driver version that accepts this PTX ISA; nullopt when Kiln knows none.
std::optional<int> min_driver_for_ptx(PtxVersion version);

// Throws PtxVersionError when `version` is newer than the driver accepts; the message names the
// driver needed and the kilnc flags that make loadable PTX. `what` names the PTX (a file, a kernel).
void check_ptx_loadable(PtxVersion version, int driver_version, std::string_view what);

// One `.entry` of a PTX module and the parameters its declaration spells.
struct PtxEntry {
  std::string name;
  std::vector<Param> params;  // kind is ParamKind::unknown; size and align from the PTX types
  // The body reads %envreg1/%envreg2, the grid workspace of a cooperative launch: it synchronises
  // its grid (cooperative groups' this_grid(), from nvcc or kilnc) and needs a cooperative launch.
  bool reads_grid_workspace = false;
};
std::vector<PtxEntry> scan_ptx_entries(std::string_view ptx);

}  // namespace kiln

namespace kiln {
// The `.target` arch of PTX text (sm_90, sm_90a; the first target named), nullopt when absent.
std::optional<std::string> read_ptx_target(std::string_view ptx);
}  // namespace kiln
