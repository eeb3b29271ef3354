// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// RUN: kilnc %s --emit=simt -o /dev/null -DITEM_LOOP 2>&1 | count 0
// RUN: kilnc %s --emit=simt -o /dev/null -DREAD_BEFORE_SYNC 2>&1 | FileCheck %s --check-prefix=READ
// RUN: kilnc %s --emit=simt -o /dev/null -DCLEAR_FIRST 2>&1 | FileCheck %s --check-prefix=CLEAR
// RUN: kilnc %s --emit=simt -o /dev/null -DTHREAD_WALK 2>&1 | FileCheck %s --check-prefix=WALK
// RUN: kilnc %s --emit=simt -o /dev/null -DACCUMULATE 2>&1 | FileCheck %s --check-prefix=ACC
// Issue 11 (branch sync19): a scatter of several items per thread at ranks
// the data decides (CUB's BlockExchange::ScatterToBlocked, a radix sort's
// scatter, a merge storing keyA at posA and keyB at posB) warned
// "write-after-write ... not an affine function" between its stores (or
// between iterations of its item loop), while one scatter store alone was
// silent. Plain stores whose addresses are inexact only through per-thread
// data (loads, also via a private rank array every store of which is data)
// are now one scatter: that the positions are distinct is a fact about the
// data, which no barrier changes. Still warnings: a read of the buffer
// before the barrier (-DREAD_BEFORE_SYNC), a store at a thread-computed slot
// in the same interval (-DCLEAR_FIRST), ranks computed from the thread index
// alone by a per-thread loop (-DTHREAD_WALK: the code decides those, not the
// data), and `+=` (-DACCUMULATE: reads too).
#define ITEMS 4

__global__ void __launch_bounds__(128) scatter(const unsigned *keys, const int *ranks, unsigned *out) {
  __shared__ unsigned s[ITEMS * 128];
  const int t = threadIdx.x;
  unsigned key[ITEMS];
  int rank[ITEMS];
  for (int i = 0; i < ITEMS; ++i) {
    key[i] = keys[blockIdx.x * ITEMS * 128 + t * ITEMS + i];
    rank[i] = ranks[blockIdx.x * ITEMS * 128 + t * ITEMS + i];
  }
#ifdef CLEAR_FIRST
  s[t] = 0;
#endif
#ifdef THREAD_WALK
  int pos = 0;
  for (int i = 0; i < t; i += 3) pos += i & 7;
  for (int i = 0; i < ITEMS; ++i) rank[i] = pos + i;
#endif
#ifdef ITEM_LOOP
#pragma unroll 1
#endif
  for (int i = 0; i < ITEMS; ++i)
#ifdef ACCUMULATE
    // ACC: scatter-stores.cu:[[@LINE+1]]:{{.*}} warning: cannot prove this read {{.*}}not an affine function
    s[rank[i]] += key[i];
#else
    // CLEAR: scatter-stores.cu:[[@LINE+2]]:{{.*}} warning: cannot prove this write {{.*}}(write-after-write) with the write at line [[#@LINE-15]]
    // WALK: scatter-stores.cu:[[@LINE+1]]:{{.*}} warning: cannot prove this write {{.*}}(write-after-write) with the write at line [[#@LINE+1]]
    s[rank[i]] = key[i];
#endif
#ifdef READ_BEFORE_SYNC
  // READ: scatter-stores.cu:[[@LINE+1]]:{{.*}} warning: cannot prove this read {{.*}}(read-after-write)
  out[blockIdx.x * ITEMS * 128 + t] = s[t];
#endif
  __syncthreads();
  for (int i = 0; i < ITEMS; ++i)
    out[blockIdx.x * ITEMS * 128 + t * ITEMS + i] = s[t * ITEMS + i];
}
