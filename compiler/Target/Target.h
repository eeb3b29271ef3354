//===- Target.h - the GPU target table and PTX versions ---------*- C++ -*-===//
//
// The one place that knows sm_XX facts: minimum PTX ISA per target, the
// features each target has, and which PTX ISA each CUDA driver accepts.
// Nothing else in Kiln hard-codes an sm_ number.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_TARGET_TARGET_H
#define KILN_COMPILER_TARGET_TARGET_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include "kiln/ptx_info.hpp"

#include <optional>
#include <string>

namespace kiln {

/// PTX ISA versions (`.version 8.0`) are the runtime's kiln::PtxVersion, so
/// the compiler and the loader share one type and one driver table.
using kiln::PtxVersion;

/// Hardware features that only some targets have.
enum class Feature : unsigned {
  Clusters = 1u << 0,        // thread-block clusters, distributed shared memory
  Wgmma = 1u << 1,           // warpgroup mma (sm_90a)
  Tcgen05 = 1u << 2,         // 5th-gen tensor cores, tensor memory (sm_100a)
  Setmaxnreg = 1u << 3,      // register reallocation (sm_90a, sm_100a)
  TmaBulkCopy = 1u << 4,     // cp.async.bulk (sm_90+)
  Redux = 1u << 5,           // redux.sync (sm_80+)
  CpAsync = 1u << 6,         // cp.async (sm_80+)
  Bf16Atomics = 1u << 7,     // atom.add.bf16 (sm_90+)
  Fp8 = 1u << 8,             // e4m3/e5m2 conversions (sm_89+)
  LargeKernelParams = 1u << 9, // over 4352 bytes of kernel parameters (PTX 8.1)
  HopperPtx = 1u << 10,      // elect.sync, stmatrix, mbarrier tx, fence.proxy (sm_90+)
  VectorAtomics = 1u << 11,  // red/atom .v2/.v4.f32 on global memory (sm_90+, PTX 8.1)
  Fp8Mma = 1u << 12,         // mma.sync m16n8k32 .e4m3/.e5m2 (sm_89+, PTX 8.4)
  ParamAddress = 1u << 13,   // cvta.param, cvta.to.param, isspacep.param (PTX 7.7)
};

struct TargetInfo {
  llvm::StringRef name;       // "sm_90a"
  unsigned sm;                // 90
  bool archSpecific;          // the 'a' targets
  PtxVersion minPtx;          // lowest PTX ISA that knows this target
  unsigned features;          // bit set of Feature
  unsigned sharedMemPerBlockOptin; // bytes
  unsigned tensorCoreGeneration;   // 3 mma.sync, 4 wgmma, 5 tcgen05

  bool has(Feature f) const { return features & static_cast<unsigned>(f); }
  /// The PTX ISA a feature needs on this target (e.g. clusters: 7.8).
  PtxVersion minPtxFor(Feature f) const;
  /// Threads one multiprocessor holds at once (2048, or 1536 on the
  /// consumer parts sm_86, sm_89 and sm_120).
  unsigned maxThreadsPerSM() const;
};

/// Every supported target, in ascending order.
llvm::ArrayRef<TargetInfo> allTargets();
/// The target of that name, or null.
const TargetInfo *lookupTarget(llvm::StringRef name);
/// "sm_90, sm_90a, sm_100a" — the targets that have `f`.
std::string targetsWithFeature(Feature f);
llvm::StringRef featureName(Feature f);

/// The newest PTX ISA a CUDA driver of that version (e.g. 12.4) accepts.
std::optional<PtxVersion> maxPtxForDriver(llvm::StringRef cudaVersion);
/// The newest PTX ISA this build's LLVM NVPTX backend can emit.
PtxVersion maxPtxOfBackend();

/// Of the features used, the one that needs the newest PTX ISA on `target`
/// beyond the target's own minimum (none when the target decides).
std::optional<Feature> ptxDecidingFeature(const TargetInfo &target, unsigned featuresUsed);

/// Chooses the PTX ISA for `target` given the features the module uses: the
/// lowest both need, unless `requested` says otherwise; `cap` bounds it.
/// An impossible combination fills `error` and returns nullopt.
std::optional<PtxVersion> choosePtxVersion(const TargetInfo &target,
                                           unsigned featuresUsed,
                                           std::optional<PtxVersion> requested,
                                           std::optional<PtxVersion> cap,
                                           std::string &error);

} // namespace kiln

#endif
