//===- ThreadFunction.h - integer values as functions of the thread -*- C++ -*-===//
//
// In a kernel that only ever reads threadIdx.x (a 1-D block), every value
// computed from thread ids and constants is a function of one number, the
// thread index t. Tabulating it over t = 0..N-1 (N = launch bound, else 1024)
// answers exactly the questions the synchronisation analyses ask: is it the
// same in every lane of a warp, which threads take a branch, can two threads
// touch the same shared-memory element. N is at most 1024, so a table is
// cheaper and more precise than symbolic reasoning.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_ANALYSIS_THREADFUNCTION_H
#define KILN_COMPILER_ANALYSIS_THREADFUNCTION_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"

#include <memory>
#include <optional>
#include <vector>

namespace kiln {

/// A block shape (blockDim) the hazard analysis assumes.
struct BlockShape {
  unsigned x = 1, y = 1, z = 1;
  unsigned size() const { return x * y * z; }
};

class ThreadFunctions {
public:
  /// `func` is a func.func. Tables exist only if it reads no threadIdx.y/z.
  explicit ThreadFunctions(mlir::Operation *func);
  /// 1-D tables over `threads` threads (blockDim stays unknown).
  ThreadFunctions(mlir::Operation *func, unsigned threads);
  /// Tables for one block shape: thread t is (t % x, t / x % y, t / (x*y)),
  /// and blockDim is that shape.
  ThreadFunctions(mlir::Operation *func, BlockShape shape);

  /// True if the function body reads only threadIdx.x (and lane/warp ids).
  bool isOneDimensional() const { return oneDimensional; }
  /// True when values can be tabulated (1-D, or a given shape).
  bool tabulates() const { return oneDimensional || shape.has_value(); }
  /// Threads tabulated: the launch bound, else 1024 (or the shape's size).
  unsigned numThreads() const { return threads; }
  const std::optional<BlockShape> &blockShape() const { return shape; }

  /// The value for every thread index, or null when `v` is not computed from
  /// thread ids and constants alone (or the block is not 1-D). i1 is 0/1.
  const std::vector<int64_t> *table(mlir::Value v);
  /// The same with some values (uniform loop counters) fixed.
  std::optional<std::vector<int64_t>>
  tableWith(mlir::Value v,
            llvm::ArrayRef<std::pair<mlir::Value, int64_t>> bindings);

private:
  using Cache =
      llvm::DenseMap<mlir::Value, std::unique_ptr<std::vector<int64_t>>>;
  const std::vector<int64_t> *compute(mlir::Value v, unsigned depth);

  bool oneDimensional = false;
  unsigned threads = 1024;
  std::optional<BlockShape> shape;
  /// Null entries record values known not to be tabulable.
  Cache cache;
  Cache *active = &cache;
  llvm::ArrayRef<std::pair<mlir::Value, int64_t>> bound;
};

} // namespace kiln

#endif
