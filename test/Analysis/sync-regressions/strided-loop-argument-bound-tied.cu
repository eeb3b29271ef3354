// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// Issue 11 (branch sync33): a block-strided loop whose test compares the
// index with a kernel argument (`for (b = threadIdx.x; b < nbins; b +=
// blockDim.x)`) against accesses that depend on loop counters: which
// threads run an iteration was not known, so the pair was "not compared
// with the other address" (a warning) even where the race needs no
// particular argument value. The argument is now tied to the block as the
// counter search ties it (2 * blockDim.x, then blockDim.x): a proven
// collision at both is an error.

// One row of nbins counters per thread, cleared by its owner; the merge
// reads bin b of every row with no barrier after the clears.
// CHECK: strided-loop-argument-bound-tied.cu:[[@LINE+12]]:{{[0-9]+}}: error: shared-memory race (read-after-write){{.*}}(the loop bound's argument tied to the block: 128 for its 64 threads; it collides at 64 too)
extern "C" __global__ void __launch_bounds__(64) rows_merge_no_sync(const unsigned *in, unsigned *hist, int n,
                                                                    int nbins) {
  extern __shared__ unsigned rows[];
  unsigned *mine = rows + threadIdx.x * nbins;
  for (int b = 0; b < nbins; ++b)
    mine[b] = 0;
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    mine[in[i] % nbins] += 1;
  for (int b = threadIdx.x; b < nbins; b += blockDim.x) {
    unsigned total = 0;
    for (int t = 0; t < blockDim.x; ++t)
      total += rows[t * nbins + b];
    atomicAdd(&hist[b], total);
  }
}

// The same with the barrier: silent.
extern "C" __global__ void __launch_bounds__(64) rows_merge_after_sync(const unsigned *in, unsigned *hist, int n,
                                                                       int nbins) {
  extern __shared__ unsigned rows[];
  unsigned *mine = rows + threadIdx.x * nbins;
  for (int b = 0; b < nbins; ++b)
    mine[b] = 0;
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    mine[in[i] % nbins] += 1;
  __syncthreads();
  for (int b = threadIdx.x; b < nbins; b += blockDim.x) {
    unsigned total = 0;
    for (int t = 0; t < blockDim.x; ++t)
      total += rows[t * nbins + b];
    atomicAdd(&hist[b], total);
  }
}
