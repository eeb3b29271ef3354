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
#ifndef KILN_DIALECTS_SIMT_ANALYSIS_THREADFUNCTION_H
#define KILN_DIALECTS_SIMT_ANALYSIS_THREADFUNCTION_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"

#include <memory>
#include <optional>
#include <vector>

namespace mlir {
class DominanceInfo;
} // namespace mlir

namespace kiln {

/// A block shape (blockDim) the hazard analysis assumes.
struct BlockShape {
  unsigned x = 1, y = 1, z = 1;
  unsigned size() const { return x * y * z; }
};

/// The most threads a block of `func` can have: its launch bound (or the
/// block size a tile kernel was compiled for), clamped to the hardware's
/// 1024; 1024 when unbounded. Every table has at most this many entries.
unsigned maxBlockThreads(mlir::Operation *func);

/// A block argument that an if/else (or an if without else) merges, read
/// as `cond ? whenTrue : whenFalse`: its block has two predecessors, each
/// reached from one side of the same `cf.cond_br` (directly or through a
/// block that only that side enters and that branches straight on). The
/// heartwall fix-up `row = (e + 1) % R - 1; if ((e + 1) % R == 0) row = R -
/// 1;` is such a value; tables evaluate it per thread like a select.
struct MergeSelect {
  mlir::Value condition, whenTrue, whenFalse;
};
std::optional<MergeSelect> mergeAsSelect(mlir::Value v);

/// Whether `v` is a multiple of `m` for every value it can take (a constant
/// multiple, a product or shift with such a factor, `x & ~(m - 1)`, blockDim
/// under `shape` when its extent is one).
bool isMultipleOf(mlir::Value v, int64_t m, const std::optional<BlockShape> &shape);

/// The hardware limit on threads per block.
constexpr unsigned kMaxBlockThreads = 1024;

class ThreadFunctions {
public:
  /// `func` is a func.func. Tables exist only if it reads no threadIdx.y/z.
  explicit ThreadFunctions(mlir::Operation *func);
  /// 1-D tables over `threads` threads (blockDim stays unknown).
  ThreadFunctions(mlir::Operation *func, unsigned threads);
  /// Tables for one block shape: thread t is (t % x, t / x % y, t / (x*y)),
  /// and blockDim is that shape.
  ThreadFunctions(mlir::Operation *func, BlockShape shape);
  /// An evaluator of block-uniform values: one entry, thread ids not
  /// tabulable; blockDim is `shape`'s when given, else unknown.
  static ThreadFunctions uniformEvaluator(mlir::Operation *func,
                                          std::optional<BlockShape> shape);

  /// True if the function body reads only threadIdx.x (and lane/warp ids).
  bool isOneDimensional() const { return oneDimensional; }
  /// True when values can be tabulated (1-D, or a given shape).
  bool tabulates() const { return oneDimensional || shape.has_value(); }
  /// Threads tabulated: the launch bound, else 1024 (or the shape's size).
  unsigned numThreads() const { return threads; }
  const std::optional<BlockShape> &blockShape() const { return shape; }

  /// The value for every thread index, or null when `v` is not computed from
  /// thread ids and constants alone (or the block is not 1-D). i1 is 0/1;
  /// f32/f64 values are the bits of the double holding them (pure math on
  /// constants: `(int)__powf(2, i)`, `i <= __log2f(256)`).
  const std::vector<int64_t> *table(mlir::Value v);
  /// The same with some values (uniform loop counters) fixed.
  std::optional<std::vector<int64_t>>
  tableWith(mlir::Value v,
            llvm::ArrayRef<std::pair<mlir::Value, int64_t>> bindings);

  /// The same with `x` also fixed per thread to `perThread` (numThreads()
  /// entries): a block-strided loop's index in one iteration, its start
  /// plus k strides, so a guard on it (`if (x > 0)`) says who runs that
  /// iteration's access.
  std::optional<std::vector<int64_t>>
  tableWithPerThread(mlir::Value v, mlir::Value x,
                     const std::vector<int64_t> &perThread,
                     llvm::ArrayRef<std::pair<mlir::Value, int64_t>> bindings);

  /// Tables of several values under the same bindings (one scratch cache,
  /// so the parts they share are computed once); an empty vector for a
  /// value that is not tabulable.
  std::vector<std::vector<int64_t>>
  tablesWith(llvm::ArrayRef<mlir::Value> values,
             llvm::ArrayRef<std::pair<mlir::Value, int64_t>> bindings);

  /// tablesWith with some values also fixed per thread (numThreads()
  /// entries each): the indices of several block-strided loops in one
  /// round of their iterations, so a listing of their accesses tabulates
  /// a round at once instead of every thread at every index value.
  std::vector<std::vector<int64_t>>
  tablesWithPerThread(llvm::ArrayRef<mlir::Value> values,
                      llvm::ArrayRef<std::pair<mlir::Value, const std::vector<int64_t> *>>
                          perThread,
                      llvm::ArrayRef<std::pair<mlir::Value, int64_t>> bindings);

private:
  using Cache =
      llvm::DenseMap<mlir::Value, std::unique_ptr<std::vector<int64_t>>>;
  /// `(U + g) % m` (or `& (m - 1)`) whose sum is not tabulable because U
  /// (`blockIdx.x * 512`) is not, with m the same for every thread (a
  /// constant or a bound counter) and U a multiple of m: `g % m`.
  bool alignedRemainderByValue(mlir::Operation *def, std::vector<int64_t> &out,
                               unsigned depth);
  const std::vector<int64_t> *compute(mlir::Value v, unsigned depth);
  /// A block-strided loop index (`for (pos = t; pos < s; pos += blockDim.x)`)
  /// that no thread takes past its first iteration under this shape (the
  /// stride reaches every bound the test can compare with): inside the loop
  /// it is its start, so its start's table. Null otherwise.
  const std::vector<int64_t> *singleIterationIndex(mlir::BlockArgument arg,
                                                   unsigned depth);
  const std::vector<int64_t> *computeFloat(mlir::Value v, mlir::Operation *def,
                                           unsigned depth);

  /// Built on first use by singleIterationIndex (shared: tables are moved).
  std::shared_ptr<mlir::DominanceInfo> dominance;
  bool oneDimensional = false;
  bool threadIdsKnown = true;
  unsigned threads = 1024;
  std::optional<BlockShape> shape;
  /// Tables of dropped scratch caches (tableWith, tablesWith), which compute
  /// reuses: the counter search tabulates a scratch cache per combination of
  /// its counters, and allocating and zeroing every table took a sixth of
  /// its instructions (parboil_cutcp's memset: 17%). compute writes every
  /// entry of a table it keeps, so a reused table needs no clearing.
  static constexpr size_t kSpareTables = 256;
  std::vector<std::unique_ptr<std::vector<int64_t>>> spare;
  /// A table of `threads` entries, their values unspecified.
  std::unique_ptr<std::vector<int64_t>> newTable();
  /// Moves a scratch cache's tables to `spare` (while it has room).
  void recycle(Cache &scratch);
  /// Null entries record values known not to be tabulable.
  Cache cache;
  Cache *active = &cache;
  llvm::ArrayRef<std::pair<mlir::Value, int64_t>> bound;
  /// The values fixed per thread (tableWithPerThread, tablesWithPerThread)
  /// and their tables.
  llvm::ArrayRef<std::pair<mlir::Value, const std::vector<int64_t> *>> boundPerThread;
};

} // namespace kiln

#endif
