//===- Target.cpp - the GPU target table and PTX versions -----------------===//
#include "compiler/Target/Target.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"

using namespace kiln;

namespace {
constexpr unsigned bit(Feature f) { return static_cast<unsigned>(f); }

// Everything sm_80 has; each newer generation adds to it.
constexpr unsigned kAmpere = bit(Feature::Redux) | bit(Feature::CpAsync);
constexpr unsigned kAda = kAmpere | bit(Feature::Fp8);
constexpr unsigned kHopper = kAda | bit(Feature::Clusters) |
                             bit(Feature::TmaBulkCopy) |
                             bit(Feature::Bf16Atomics);
constexpr unsigned kHopperA =
    kHopper | bit(Feature::Wgmma) | bit(Feature::Setmaxnreg);
constexpr unsigned kBlackwell = kHopper;
constexpr unsigned kBlackwellA =
    kBlackwell | bit(Feature::Tcgen05) | bit(Feature::Setmaxnreg);

// Minimum PTX ISA per target: the PTX release that introduced it.
const TargetInfo kTargets[] = {
    {"sm_80", 80, false, {7, 0}, kAmpere, 163 * 1024, 3},
    {"sm_86", 86, false, {7, 1}, kAmpere, 99 * 1024, 3},
    {"sm_87", 87, false, {7, 4}, kAmpere, 163 * 1024, 3},
    {"sm_89", 89, false, {7, 8}, kAda, 99 * 1024, 3},
    {"sm_90", 90, false, {7, 8}, kHopper, 227 * 1024, 3},
    {"sm_90a", 90, true, {8, 0}, kHopperA, 227 * 1024, 4},
    {"sm_100", 100, false, {8, 6}, kBlackwell, 227 * 1024, 3},
    {"sm_100a", 100, true, {8, 6}, kBlackwellA, 227 * 1024, 5},
    {"sm_120", 120, false, {8, 7}, kBlackwell, 99 * 1024, 3},
    {"sm_120a", 120, true, {8, 7}, kBlackwell, 99 * 1024, 3},
};

// The PTX ISA each CUDA release (and so each driver of that release) reads.
struct DriverPtx {
  llvm::StringRef cuda;
  PtxVersion ptx;
};
const DriverPtx kDriverPtx[] = {
    {"11.0", {7, 0}}, {"11.1", {7, 1}}, {"11.2", {7, 2}}, {"11.3", {7, 3}},
    {"11.4", {7, 4}}, {"11.5", {7, 5}}, {"11.6", {7, 6}}, {"11.7", {7, 7}},
    {"11.8", {7, 8}}, {"12.0", {8, 0}}, {"12.1", {8, 1}}, {"12.2", {8, 2}},
    {"12.3", {8, 3}}, {"12.4", {8, 4}}, {"12.5", {8, 5}}, {"12.6", {8, 5}},
    {"12.8", {8, 7}}, {"12.9", {8, 8}}, {"13.0", {9, 0}},
};
} // namespace

std::string PtxVersion::str() const {
  return std::to_string(major) + "." + std::to_string(minor);
}

std::optional<PtxVersion> PtxVersion::parse(llvm::StringRef text) {
  auto [majorText, minorText] = text.split('.');
  unsigned major, minor;
  if (majorText.getAsInteger(10, major) || minorText.getAsInteger(10, minor) ||
      minor > 9 || major == 0)
    return std::nullopt;
  return PtxVersion{major, minor};
}

PtxVersion TargetInfo::minPtxFor(Feature f) const {
  switch (f) {
  case Feature::Wgmma:
  case Feature::Setmaxnreg:
  case Feature::TmaBulkCopy:
    return {8, 0};
  case Feature::Tcgen05:
    return {8, 6};
  case Feature::Clusters:
  case Feature::Bf16Atomics:
  case Feature::Fp8:
    return {7, 8};
  case Feature::Redux:
  case Feature::CpAsync:
    return {7, 0};
  }
  return minPtx;
}

llvm::ArrayRef<TargetInfo> kiln::allTargets() { return kTargets; }

const TargetInfo *kiln::lookupTarget(llvm::StringRef name) {
  for (const TargetInfo &t : kTargets)
    if (t.name == name)
      return &t;
  return nullptr;
}

llvm::StringRef kiln::featureName(Feature f) {
  switch (f) {
  case Feature::Clusters:
    return "thread-block clusters";
  case Feature::Wgmma:
    return "wgmma (warpgroup MMA)";
  case Feature::Tcgen05:
    return "tcgen05 (5th-generation tensor cores)";
  case Feature::Setmaxnreg:
    return "setmaxnreg";
  case Feature::TmaBulkCopy:
    return "bulk async copies (TMA)";
  case Feature::Redux:
    return "redux.sync warp reductions";
  case Feature::CpAsync:
    return "cp.async";
  case Feature::Bf16Atomics:
    return "bf16 atomic add";
  case Feature::Fp8:
    return "fp8 conversions";
  }
  return "unknown feature";
}

std::string kiln::targetsWithFeature(Feature f) {
  std::string names;
  for (const TargetInfo &t : kTargets)
    if (t.has(f))
      names += (names.empty() ? "" : ", ") + t.name.str();
  return names;
}

std::optional<PtxVersion> kiln::maxPtxForDriver(llvm::StringRef cudaVersion) {
  // Accept "12.4", "12.4.1" and "12040" (cuDriverGetVersion's encoding).
  llvm::StringRef text = cudaVersion;
  std::string fromNumber;
  unsigned encoded;
  if (!text.contains('.') && !text.getAsInteger(10, encoded) &&
      encoded >= 1000) {
    fromNumber = std::to_string(encoded / 1000) + "." +
                 std::to_string((encoded % 1000) / 10);
    text = fromNumber;
  }
  auto [major, rest] = text.split('.');
  llvm::StringRef minor = rest.split('.').first;
  std::string key = major.str() + "." + minor.str();
  const DriverPtx *best = nullptr;
  for (const DriverPtx &d : kDriverPtx) {
    if (d.cuda == key)
      return d.ptx;
    // A release newer than the table reads at least what the newest known does.
    if (PtxVersion::parse(d.cuda) && PtxVersion::parse(key) &&
        *PtxVersion::parse(d.cuda) < *PtxVersion::parse(key))
      best = &d;
  }
  if (best && best == &kDriverPtx[std::size(kDriverPtx) - 1])
    return best->ptx;
  return std::nullopt;
}

PtxVersion kiln::maxPtxOfBackend() { return {9, 0}; }

std::optional<PtxVersion>
kiln::choosePtxVersion(const TargetInfo &target, unsigned featuresUsed,
                       std::optional<PtxVersion> requested,
                       std::optional<PtxVersion> cap, std::string &error) {
  PtxVersion needed = target.minPtx;
  std::string why = target.name.str();
  for (unsigned b = 1; b; b <<= 1) {
    if (!(featuresUsed & b))
      continue;
    PtxVersion forFeature = target.minPtxFor(static_cast<Feature>(b));
    if (needed < forFeature) {
      needed = forFeature;
      why = featureName(static_cast<Feature>(b)).str() + " on " +
            target.name.str();
    }
  }
  PtxVersion chosen = requested ? *requested : needed;
  if (chosen < needed) {
    error = "--ptx-version=" + chosen.str() + " is too old: " + why +
            " needs PTX ISA " + needed.str() + " or newer";
    return std::nullopt;
  }
  if (cap && *cap < chosen) {
    error = "PTX ISA " + chosen.str() + " (needed for " + why +
            ") exceeds the cap of " + cap->str() +
            " from --max-ptx/--cuda-driver: that driver cannot load code for " +
            target.name.str();
    return std::nullopt;
  }
  if (maxPtxOfBackend() < chosen) {
    error = "PTX ISA " + chosen.str() + " is newer than this compiler emits (" +
            maxPtxOfBackend().str() + ")";
    return std::nullopt;
  }
  return chosen;
}
