// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// RUN: kilnc %s --emit=simt -o /dev/null -DHALF_ROWS 2>&1 | FileCheck %s --check-prefix=HALF
// RUN: not kilnc %s --emit=simt -o /dev/null -DSHIFTED 2>&1 | FileCheck %s --check-prefix=SHIFTED
// Issue 11 (branch sync19): a data-dependent row (`digit * 256 + t`, digit =
// key & 15) keeps each thread in its own residue class mod the row, so it
// never meets another thread's column; but a loop that cleared every row of
// the thread's column first (`d * 256 + t`, d a counter) made the two
// addresses differ by a counter term, and the residue argument gave up:
// CUB-style rank counters warned. A term whose coefficient is a whole number
// of rows leaves the residue class as it is, so it is dropped before the
// classes are compared. Half rows (d * 128) do move the class: thread t's
// clear meets thread t + 128's row (a warning: the data decides which row);
// a column one to the side is another thread's (an error with a witness).
#ifdef HALF_ROWS
#define ROW_STEP 128
#else
#define ROW_STEP 256
#endif
#ifdef SHIFTED
#define COLUMN(t) (((t) + 1) & 255)
#else
#define COLUMN(t) (t)
#endif

__global__ void __launch_bounds__(256) rank_counts(const unsigned *keys, int *out) {
  __shared__ int counters[16 * 256];
  const int tid = threadIdx.x;
  const unsigned digit = keys[blockIdx.x * 256 + tid] & 15;
  for (int d = 0; d < 256 * 16 / ROW_STEP; ++d) counters[d * ROW_STEP + tid] = 0;
  // HALF: residue-whole-step-terms.cu:[[@LINE+3]]:{{.*}} warning: cannot prove this read {{.*}}depends on per-thread data
  // HALF: residue-whole-step-terms.cu:[[@LINE+2]]:{{.*}} warning: cannot prove this write {{.*}}depends on per-thread data
  // SHIFTED: residue-whole-step-terms.cu:[[@LINE+1]]:{{.*}} error: shared-memory race (read-after-write){{.*}}threads {{[0-9]+}} and {{[0-9]+}}, byte
  counters[digit * 256 + COLUMN(tid)] += 1;
  __syncthreads();
  int sum = 0;
  for (int d = 0; d < 16; ++d) sum += counters[d * 256 + (tid ^ 1)];
  out[blockIdx.x * 256 + tid] = sum;
}
