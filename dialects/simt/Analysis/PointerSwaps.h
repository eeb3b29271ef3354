//===- PointerSwaps.h - shared buffers behind swapped pointers -*- C++ -*-===//
//
// Ping-pong buffers are often written with two pointers that swap after each
// step (`tmp = src; src = dst; dst = tmp;`). After mem2reg they are two
// arguments of the loop's header whose back edge passes them crossed, so
// which buffer each points to depends on the parity of the iteration. The
// race analysis (HazardAddresses.cpp) and the launch-shape policy
// (LaunchShapes.cpp) follow them back to the shared arrays they start at.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_DIALECTS_SIMT_ANALYSIS_POINTERSWAPS_H
#define KILN_DIALECTS_SIMT_ANALYSIS_POINTERSWAPS_H

#include "dialects/simt/IR/SimtDialect.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/StringMap.h"
#include <optional>
#include <string>

namespace kiln {

/// A pointer header argument `p` swapped with `q` on the back edge: in
/// iteration k of the loop (its header's k-th visit) p holds `self` when k is
/// even and `other` when odd. Rotations of more pointers (`tmp = prev; prev =
/// cur; cur = next; next = tmp;`) are cycles of length L: p holds
/// `starts[k % L]` (self and other are its first two).
///
/// What tells the iteration: `counter`, an integer header argument from a
/// constant `start`. With `unitStep` (`++i`) iteration k has counter =
/// start + k; otherwise (`len <<= 1`, `len *= 2`, `s >>= 1`, `i += 4`) the
/// back edge passes `next`, a function of the counter and constants, so the
/// counter's values iteration by iteration are its orbit from `start`.
/// Without such a counter (`while (!done)`), `counter` is the header's
/// first argument, which only names the iteration (`start`/`next` unused).
struct PointerSwap {
  mlir::Value counter;
  int64_t start = 0;
  bool unitStep = false;
  bool hasCounter = false;
  mlir::Value next;
  mlir::Value self, other;
  llvm::SmallVector<mlir::Value, 4> starts;
};
std::optional<PointerSwap> matchPointerSwap(mlir::Value p);

/// The shared global a pointer is (through ptr_cast only, or a swap of such
/// pointers: every global it may be); empty when it is anything else.
llvm::SmallVector<mlir::StringAttr, 2> sharedGlobalsOf(mlir::Value ptr, unsigned depth = 0);

/// The ptr_cast from a pointer to an array that `base` is, directly or
/// through swapped pointers that all start at casts of one array type
/// (`float (*src)[18] = a;`): its array extent bounds the index.
simt::PtrCastOp arrayCastThroughSwaps(mlir::Value base);

/// Whether every value `ptr` can hold comes from shared memory: followed
/// through casts, pointer arithmetic, selects and block arguments (the
/// values every predecessor passes) to shared arrays or dynamic shared
/// memory. A swapped pointer whose stages cannot be told apart is still
/// shared memory, not global.
bool allOriginsShared(mlir::Value ptr);

/// Shared globals that swapped pointers alternate between: the race
/// analysis lays each group end to end as one buffer (its name, and each
/// member's offset in it), so that an access through the swapped pointer and
/// a direct access to a member compare.
struct SwapGroups {
  llvm::StringMap<std::pair<std::string, int64_t>> member;
};
SwapGroups findSwapGroups(mlir::Operation *func);

} // namespace kiln

#endif // KILN_DIALECTS_SIMT_ANALYSIS_POINTERSWAPS_H
