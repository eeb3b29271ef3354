// @realcode Batcher odd-even merge sort of 1024 ints per block in shared memory, one comparator per thread per step.
// @let N = 1 << 24
// @let TILE = 1024
// @buf in i32[N] uniform(-1000000, 1000000)
// @buf out i32[N] zero
// @launch odd_even_tile_sort grid(N / TILE) block(TILE / 2) args(in, out)
// @check out exact
#include <cuda_runtime.h>

#define TILE 1024

__device__ __forceinline__ void min_max(int *s, int a, int b) {
  int x = s[a], y = s[b];
  if (x > y) { s[a] = y; s[b] = x; }
}

// Knuth's formulation of Batcher's network: for p = 1, 2, 4, ... and k = p, p/2, ..., 1 the
// comparators are (i + j, i + j + k) for j % (2p) with the run constraint below.
__global__ void odd_even_tile_sort(const int *in, int *out) {
  __shared__ int s[TILE];
  const int t = threadIdx.x;
  const int base = blockIdx.x * TILE;
  s[t] = in[base + t];
  s[t + TILE / 2] = in[base + t + TILE / 2];
  for (int p = 1; p < TILE; p <<= 1) {
    for (int k = p; k >= 1; k >>= 1) {
      __syncthreads();
      // Thread t handles comparator index t among TILE / 2 slots of this step.
      int j = k % p;
      int group = t / k;
      int i = group * 2 * k + (t % k) + j;
      int partner = i + k;
      if (partner < TILE && (i / (2 * p)) == (partner / (2 * p)) && i - j >= 0 && ((i - j) / k) % 2 == 0)
        min_max(s, i, partner);
    }
  }
  __syncthreads();
  out[base + t] = s[t];
  out[base + t + TILE / 2] = s[t + TILE / 2];
}
