//===- BranchFreeLoads.h - when tile vector loads skip the branch -*- C++ -*-===//
//
// The policy of convert-tile-to-simt's branch-free-loads option (kilnc
// -f[no-]tile-branch-free-loads), shared by the pass, the pipelines and the
// driver without their headers.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_CONVERSION_BRANCHFREELOADS_H
#define KILN_COMPILER_CONVERSION_BRANCHFREELOADS_H

namespace kiln {

/// Whether a vector load of a contiguous view reads 16 zero bytes outside
/// the view (a select of the address) instead of branching around it.
enum class BranchFreeLoads {
  /// Measured policy (H200, docs/benchmarks.md): branch-free for elements
  /// narrower than 32 bits, where it won 1.25-2x (bf16 layernorm, rmsnorm);
  /// on f32 it was neutral or up to 1.5x slower, so f32 keeps the branch.
  Auto,
  Always, // -ftile-branch-free-loads
  Never,  // -fno-tile-branch-free-loads
};

/// Whether loads of `elementBits`-bit elements are branch-free under `mode`.
inline bool useBranchFreeLoads(BranchFreeLoads mode, unsigned elementBits) {
  switch (mode) {
  case BranchFreeLoads::Always:
    return true;
  case BranchFreeLoads::Never:
    return false;
  case BranchFreeLoads::Auto:
    return elementBits < 32;
  }
  return false;
}

} // namespace kiln

#endif
