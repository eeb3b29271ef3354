//===- ValueSources.h - walk the values a value is computed from -*- C++ -*-===//
//
// Several analyses ask one question of a value's computation: does it read a
// thread id, is every origin of this pointer shared memory, is it free of
// thread ids. Each walked the same graph by hand: defining ops' operands and,
// for a block argument, the operands its predecessors' branches pass, with a
// seen-set and a cap. This is that walk once; the question is the visitor.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_DIALECTS_SIMT_ANALYSIS_VALUESOURCES_H
#define KILN_DIALECTS_SIMT_ANALYSIS_VALUESOURCES_H

#include "mlir/IR/Value.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

namespace kiln {

/// What the visitor wants done with the value it was shown.
enum class SourceVisit {
  Follow, ///< walk its sources: the defining op's operands, or the values
          ///< every incoming edge passes to a (non-entry) block argument
  Skip,   ///< do not walk its sources
  Stop,   ///< end the walk (the question is answered)
};

/// How a walk ended.
enum class SourceWalkResult {
  Complete, ///< every source reached was visited
  Stopped,  ///< the visitor returned Stop
  Capped,   ///< more than `maxValues` distinct values: the walk gave up
  Opaque,   ///< complete, except that some followed block argument has an
            ///< incoming edge whose operand is not known (a terminator that
            ///< is not a BranchOpInterface, or a produced operand)
};

struct SourceWalkOptions {
  /// Distinct values the walk visits before it gives up (Capped).
  unsigned maxValues = 64;
  /// Visit in order of depth (each value first at its least depth) instead
  /// of depth first; for visitors that limit the depth.
  bool breadthFirst = false;
};

/// The walk's state, handed to the visitor: the depth of the value visited
/// (the root is 0) and a way to add further values to walk.
class SourceWalk {
public:
  unsigned depth() const { return curDepth; }
  /// Walks `v` too (at the current depth plus one).
  void push(mlir::Value v);

private:
  friend SourceWalkResult walkValueSources(
      mlir::Value, llvm::function_ref<SourceVisit(mlir::Value, SourceWalk &)>,
      const SourceWalkOptions &);
  llvm::SmallVector<std::pair<mlir::Value, unsigned>, 16> work;
  unsigned curDepth = 0;
};

/// Calls `visit` once on `root` and on every value it is computed from, as
/// long as the visitor says Follow. Null values are never visited.
SourceWalkResult
walkValueSources(mlir::Value root,
                 llvm::function_ref<SourceVisit(mlir::Value, SourceWalk &)> visit,
                 const SourceWalkOptions &options = {});

/// The operands that the edges into `arg`'s block pass to it, in
/// predecessor order; false if some edge's operand is not known.
bool incomingValues(mlir::BlockArgument arg, llvm::SmallVectorImpl<mlir::Value> &out);

/// The pointer a chain of simt.ptr_cast ops starts from (`p` itself when it
/// is not a cast): casts change the space or element type, not the address.
mlir::Value stripPtrCasts(mlir::Value p);

} // namespace kiln

#endif // KILN_DIALECTS_SIMT_ANALYSIS_VALUESOURCES_H
