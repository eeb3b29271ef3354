//===- InlinePtx.h - what an inline PTX statement does -----------*- C++ -*-===//
//
// The one place that reads the text of `simt.inline_asm`: the uniformity
// analysis, the shared-memory hazard analysis, the barrier verifier and the
// op's own memory effects all ask classifyInlinePtx. It recognises the PTX
// that matters for synchronisation (bar/barrier .sync/.arrive/.red,
// bar.warp.sync, barrier.cluster, fence/membar, mbarrier, cp.async groups,
// the warp collectives), the memory instructions and their address operands
// (ld, st, atom, red, cp.async, ldmatrix, stmatrix, ...), and the
// register-only instructions. Anything else makes the statement not
// `understood`: the analyses then treat it as an unknown that may touch any
// memory, is thread-varying and orders nothing they can prove.
//
// The text is in LLVM's inline-asm syntax, as the op holds it: operands are
// $N / ${N} / ${N:mod} (outputs first, then inputs), `$$` is a `$`.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_DIALECTS_SIMT_IR_INLINEPTX_H
#define KILN_DIALECTS_SIMT_IR_INLINEPTX_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>

namespace kiln::simt {

enum class PtxSpace { Generic, Shared, Global, Local, Const, Param };

/// One memory reference `[$N+offset]` of a PTX instruction.
struct PtxMemoryRef {
  /// The asm operand ($N) holding the address; -1 when the address is no
  /// operand (an asm-local register, a symbol): then it is unknown.
  int operand = -1;
  int64_t offset = 0;
  bool exactOffset = true;
  unsigned size = 0; ///< bytes per thread; 0 when not known
  bool reads = false, writes = false, atomic = false;
  /// cp.async: a write that stays in flight until a cp.async wait.
  bool async = false;
  /// ldmatrix/stmatrix: each lane gives one 16-byte row the warp shares.
  bool collective = false;
  /// An mbarrier object (mbarrier.*, cp.async.mbarrier.arrive).
  bool mbarrier = false;
  PtxSpace space = PtxSpace::Generic;
  /// A bulk copy's byte count given in a register operand ($N): that
  /// operand (its value, when a constant, is the size); -1 otherwise.
  int sizeOperand = -1;
};

/// How uniform the special registers a statement reads are.
enum class PtxRegisterLevel { None, Grid, Block, Warp, Thread };

struct PtxSummary {
  /// Every statement was recognised (and none is predicated synchronisation).
  bool understood = true;
  /// bar.sync / barrier.sync / bar.red (and barrier.cta.sync ...): a block
  /// barrier that waits; `barrierHasCount` when it names a thread count
  /// (only some warps take part), `barrierId` when the id is a constant.
  bool blockBarrier = false;
  /// bar.arrive / barrier.arrive: arrives without waiting.
  bool barrierArrive = false;
  bool barrierHasCount = false;
  std::optional<int64_t> barrierId;
  bool warpBarrier = false; ///< bar.warp.sync
  bool clusterArrive = false, clusterWait = false;
  bool fence = false; ///< fence.* / membar.*
  /// mbarrier.test_wait / try_wait: may order other threads' accesses
  /// before this thread's later ones, which the analyses do not model.
  bool mbarrierWait = false;
  /// shfl/vote/match/redux/elect .sync, mma/ldmatrix/stmatrix/wmma/movmatrix.
  bool warpCollective = false;
  bool warpgroupCollective = false; ///< wgmma.*, setmaxnreg
  /// The membermask of a warp collective: an operand, or an immediate.
  int maskOperand = -1;
  std::optional<uint32_t> maskImmediate;
  unsigned cpAsyncCommits = 0;         ///< cp.async.commit_group
  std::optional<unsigned> cpAsyncWait; ///< cp.async.wait_group N (wait_all: 0)
  llvm::SmallVector<PtxMemoryRef, 2> memory;
  /// Memory it touches that no reference above describes (bulk copies,
  /// texture/surface writes).
  bool unknownMemory = false;
  PtxRegisterLevel registers = PtxRegisterLevel::None;
  /// The first synchronising or collective instruction, for messages.
  std::string syncOpcode;

  bool isCollective() const {
    return blockBarrier || barrierArrive || warpBarrier || clusterArrive ||
           clusterWait || warpCollective || warpgroupCollective;
  }
  /// Reads or writes memory, or synchronises: not a pure function of its
  /// operands.
  bool hasEffects() const {
    return !understood || isCollective() || fence || mbarrierWait ||
           cpAsyncCommits || cpAsyncWait || !memory.empty() || unknownMemory;
  }
  /// Register-only PTX whose outputs depend on nothing but its operands
  /// and the special registers it reads.
  bool isPure() const { return !hasEffects(); }
};

/// Reads `asmString` (LLVM inline-asm syntax). Cheap: one pass over the text.
PtxSummary classifyInlinePtx(llvm::StringRef asmString);

/// Calls `visit` for each instruction of `asmString` in order, comments,
/// directives, labels and braces dropped: its opcode
/// (`tcgen05.ld.sync.aligned.32x32b.x1.b32`), its operand text, and whether
/// a predicate guards it. What classifyInlinePtx and the target check read.
void forEachPtxStatement(
    llvm::StringRef asmString,
    llvm::function_ref<void(llvm::StringRef opcode, llvm::StringRef operands,
                            bool predicated)>
        visit);

/// A one-line description of a summary, for tests and debugging:
/// `pure`, `unknown`, `barrier(id=1,count)`, `read:shared:$1+16:4`, ...
std::string describeInlinePtx(const PtxSummary &summary);

} // namespace kiln::simt

#endif
