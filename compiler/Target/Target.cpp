//===- Target.cpp - the GPU target table and PTX versions -----------------===//
#include "compiler/Target/Target.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"

using namespace kiln;

namespace {
constexpr unsigned bit(Feature f) { return static_cast<unsigned>(f); }

// Everything sm_80 has; each newer generation adds to it.
constexpr unsigned kAmpere = bit(Feature::Redux) | bit(Feature::CpAsync) |
                             bit(Feature::LargeKernelParams) |
                             bit(Feature::ParamAddress);
constexpr unsigned kAda = kAmpere | bit(Feature::Fp8) | bit(Feature::Fp8Mma);
constexpr unsigned kHopper = kAda | bit(Feature::Clusters) |
                             bit(Feature::TmaBulkCopy) |
                             bit(Feature::Bf16Atomics) |
                             bit(Feature::HopperPtx) |
                             bit(Feature::VectorAtomics);
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

} // namespace

PtxVersion TargetInfo::minPtxFor(Feature f) const {
  switch (f) {
  case Feature::Wgmma:
  case Feature::Setmaxnreg:
  case Feature::TmaBulkCopy:
  case Feature::HopperPtx:
    return {8, 0};
  case Feature::Tcgen05:
    return {8, 6};
  case Feature::Fp8Mma:
    return {8, 4};
  case Feature::Fp8:
    // The e4m3x2/e5m2x2 conversions came to sm_89 in PTX ISA 8.1 (sm_90: 7.8).
    return sm == 89 ? PtxVersion{8, 1} : PtxVersion{7, 8};
  case Feature::Clusters:
  case Feature::Bf16Atomics:
    return {7, 8};
  case Feature::Redux:
  case Feature::CpAsync:
    return {7, 0};
  case Feature::ParamAddress:
    // The param state space in cvta/isspacep came with PTX ISA 7.7; sm_80's
    // and sm_86's own minimums are older.
    return {7, 7};
  case Feature::LargeKernelParams:
  case Feature::VectorAtomics:
    return {8, 1};
  }
  return minPtx;
}

unsigned TargetInfo::maxThreadsPerSM() const {
  return sm == 86 || sm == 89 || sm == 120 ? 1536 : 2048;
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
  case Feature::Fp8Mma:
    return "fp8 tensor-core mma (mma.sync m16n8k32 .e4m3/.e5m2)";
  case Feature::LargeKernelParams:
    return "kernel parameters over 4352 bytes";
  case Feature::HopperPtx:
    return "sm_90 instructions (elect.sync, stmatrix, mbarrier transaction "
           "counts, fence.proxy)";
  case Feature::VectorAtomics:
    return "vector atomic add (red.global.v4.f32)";
  case Feature::ParamAddress:
    return "generic addresses of kernel parameters (cvta.param, isspacep.param)";
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
  // "12.4" or "12.4.1" (as nvcc and nvidia-smi print it), or cuDriverGetVersion's
  // encoding "12040"; the table itself is the runtime's.
  unsigned encoded;
  if (!cudaVersion.contains('.')) {
    if (cudaVersion.getAsInteger(10, encoded) || encoded < 10000)
      return std::nullopt;
  } else {
    auto [majorText, rest] = cudaVersion.split('.');
    unsigned major, minor;
    if (majorText.getAsInteger(10, major) ||
        rest.split('.').first.getAsInteger(10, minor) || major < 10 ||
        minor > 9)
      return std::nullopt;
    encoded = major * 1000 + minor * 10;
  }
  PtxVersion ptx = kiln::max_ptx_for_driver(static_cast<int>(encoded));
  if (ptx.major > 99) // newer than any release Kiln knows: no cap
    return maxPtxOfBackend();
  return ptx;
}

PtxVersion kiln::maxPtxOfBackend() { return {9, 0}; }

std::optional<Feature> kiln::ptxDecidingFeature(const TargetInfo &target,
                                                unsigned featuresUsed) {
  PtxVersion needed = target.minPtx;
  std::optional<Feature> deciding;
  for (unsigned b = 1; b; b <<= 1) {
    if (!(featuresUsed & b))
      continue;
    PtxVersion forFeature = target.minPtxFor(static_cast<Feature>(b));
    if (needed < forFeature) {
      needed = forFeature;
      deciding = static_cast<Feature>(b);
    }
  }
  return deciding;
}

std::optional<PtxVersion>
kiln::choosePtxVersion(const TargetInfo &target, unsigned featuresUsed,
                       std::optional<PtxVersion> requested,
                       std::optional<PtxVersion> cap, std::string &error) {
  PtxVersion needed = target.minPtx;
  std::string why = target.name.str();
  if (std::optional<Feature> f = ptxDecidingFeature(target, featuresUsed)) {
    needed = target.minPtxFor(*f);
    why = featureName(*f).str() + " on " + target.name.str();
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
