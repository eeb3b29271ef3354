// @realcode Event counting with RAII helpers in device code: a scoped counter that flushes its thread-local tally with one atomicAdd in its destructor, run by every exit of its scope (end of block, continue, break, early return), a block-level guard class whose destructor runs __syncthreads-free bookkeeping, and a small owning scratch buffer released in its destructor.
// @let N = 1 << 22
// @let BINS = 64
// @buf keys u32[N] uniform(0, 1000000)
// @buf counts u32[BINS] zero
// @buf stats u32[4] zero
// @launch count_events grid(1024) block(256) args(keys, counts, stats, i32(N))
// @check counts exact
// @check stats exact
#include <cuda_runtime.h>

// Adds its tally to *target when it goes out of scope.
class ScopedCounter {
public:
  __device__ explicit ScopedCounter(unsigned *target) : target_(target), tally_(0) {}
  __device__ ~ScopedCounter() {
    if (tally_)
      atomicAdd(target_, tally_);
  }
  __device__ void bump(unsigned by = 1) { tally_ += by; }

private:
  unsigned *target_;
  unsigned tally_;
};

// A fixed-capacity local histogram; the destructor merges it into global bins.
template <int CAP>
struct LocalBins {
  unsigned bins[CAP];
  unsigned *dest;
  __device__ explicit LocalBins(unsigned *d) : dest(d) {
#pragma unroll
    for (int i = 0; i < CAP; ++i)
      bins[i] = 0;
  }
  __device__ ~LocalBins() {
#pragma unroll
    for (int i = 0; i < CAP; ++i)
      if (bins[i])
        atomicAdd(&dest[i], bins[i]);
  }
};

__device__ bool classify(unsigned key, unsigned *stats) {
  ScopedCounter seen(&stats[0]);
  seen.bump();
  if (key % 7 == 0)
    return false; // `seen` flushes here too
  ScopedCounter kept(&stats[1]);
  kept.bump();
  return true;
}

__global__ void count_events(const unsigned *__restrict__ keys, unsigned *counts,
                             unsigned *stats, int n) {
  LocalBins<8> local(counts); // the first eight bins, merged at the end
  ScopedCounter skipped(&stats[2]);
  int stride = gridDim.x * blockDim.x;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
    ScopedCounter visits(&stats[3]);
    visits.bump();
    unsigned key = keys[i];
    if (!classify(key, stats)) {
      skipped.bump();
      continue; // `visits` flushes
    }
    unsigned bin = key % 64;
    if (bin < 8) {
      local.bins[bin]++;
    } else {
      atomicAdd(&counts[bin], 1u);
    }
    if (key == 999999u)
      break; // `visits` flushes, the loop ends
  }
  // `skipped`, then `local`, on return
}
