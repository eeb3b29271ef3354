// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// RUN: kilnc %s --emit=simt -o /dev/null -DSTRUCT 2>&1 | count 0
// RUN: kilnc %s --emit=simt -o /dev/null -DREAD_BEFORE_SYNC 2>&1 | FileCheck %s --check-prefix=READ
// RUN: kilnc %s --emit=simt -o /dev/null -DUNGUARDED 2>&1 | FileCheck %s --check-prefix=OWNER
// Issue 11 (branch sync21): the run bounds of CUB's sort-based
// BlockHistogram (`if (a != b) { run_begin[b] = i; run_end[a] = i; }` over
// each thread's sorted unsigned char bins, then `run_begin[items[0]] = 0`
// by thread 0) warned "write-after-write ... only known to lie in a range"
// between every two of those stores once their addresses were exact. A
// narrow (unsigned char) or masked index of per-thread data is placed in a
// range; unplaced, the same stores were one scatter (sync19: positions the
// data decides are taken as distinct). Knowing the range made the verdict
// worse. A store whose slot the data picks in a range is now a scatter slot
// like one it picks anywhere, when the store alone cannot let two threads
// write different values to one element (here: a data guard may elect one
// writer per bin; one thread runs the last store). Still warnings: a read
// in the interval (-DREAD_BEFORE_SYNC), and pairs with a store that alone
// lets two threads collide (-DUNGUARDED: `run_end[b] = t` with no guard,
// which checkDataIndexedStore reports on itself too).
#define ITEMS 4

struct Runs {
  unsigned begin[16];
  unsigned end[16];
};

__global__ void __launch_bounds__(128) run_bounds(const unsigned char *keys, unsigned *out) {
#ifdef STRUCT
  // One struct: a bin's range (0..255) reaches from begin into end.
  __shared__ Runs runs;
  unsigned *run_begin = runs.begin, *run_end = runs.end;
#else
  __shared__ unsigned run_begin[16];
  __shared__ unsigned run_end[16];
#endif
  __shared__ unsigned char last[128];
  int t = threadIdx.x;
  unsigned char k[ITEMS];
  for (int i = 0; i < ITEMS; ++i)
    k[i] = keys[blockIdx.x * ITEMS * 128 + t * ITEMS + i] >> 4;
  if (t < 16) {
    run_begin[t] = ITEMS * 128;
    run_end[t] = ITEMS * 128;
  }
  last[t] = k[ITEMS - 1];
  __syncthreads();
  unsigned char prev = t == 0 ? k[0] : last[t - 1];
  for (int i = 0; i < ITEMS; ++i) {
    unsigned char a = i == 0 ? prev : k[i - 1], b = k[i];
    if (a != b) {
      run_begin[b] = t * ITEMS + i;
      // OWNER: widened-scatter-slots.cu:[[@LINE+1]]:{{.*}} warning: cannot prove this write {{.*}}run_end free of a race (write-after-write) with the write at line [[#@LINE+5]]
      run_end[a] = t * ITEMS + i;
    }
#ifdef UNGUARDED
    // OWNER: widened-scatter-slots.cu:[[@LINE+1]]:{{.*}} warning: shared-memory race (write-after-write): several threads write the same element {{.*}}run_end
    run_end[b] = t;
#endif
  }
  if (t == 0)
    run_begin[k[0]] = 0;
#ifdef READ_BEFORE_SYNC
  // READ: widened-scatter-slots.cu:[[@LINE+2]]:{{.*}} warning: cannot prove this read {{.*}}(read-after-write)
  if (t < 16)
    out[blockIdx.x * 16 + t] = run_begin[t];
#endif
  __syncthreads();
  if (t < 16)
    out[blockIdx.x * 16 + t] = run_end[t] - run_begin[t];
}
