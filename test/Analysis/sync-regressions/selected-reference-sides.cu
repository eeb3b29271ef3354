// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// Issue 11: `cuda::std::max(s[t], s[t + k])` returns the reference it picks;
// inlined, the load reads through a select of the two shared addresses
// (cast to the generic space). That pointer was "some shared address": a
// false warning on every tree reduction written with std::max/min on
// references (cuda_std_bits_alignas_pack.cu). Each side is an access now,
// under the select's condition.
#include <cuda/std/__algorithm/max.h>
#include <cuda/std/__algorithm/min.h>

// Silent: two arrays reduced with max and min in one loop.
// CHECK-NOT: selected-reference-sides.cu:{{(1[0-9]|2[0-9]|3[0-9]):.*(error|warning)}}
template <int BLOCK>
__global__ void max_min_tree(const unsigned *in, unsigned *out) {
  __shared__ unsigned red[2][BLOCK];
  red[0][threadIdx.x] = in[threadIdx.x];
  red[1][threadIdx.x] = in[threadIdx.x] ^ 0x5555u;
  __syncthreads();
  for (int s = BLOCK / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) {
      red[0][threadIdx.x] = cuda::std::max(red[0][threadIdx.x], red[0][threadIdx.x + s]);
      red[1][threadIdx.x] = cuda::std::min(red[1][threadIdx.x], red[1][threadIdx.x + s]);
    }
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    out[0] = red[0][0];
    out[1] = red[1][0];
  }
}
template __global__ void max_min_tree<256>(const unsigned *, unsigned *);

// The same without the barrier in the loop: thread t reads s[t + s] (through
// the selected reference) while thread t + s writes it. Still an error.
// CHECK: selected-reference-sides.cu:[[@LINE+8]]:{{.*}}error: shared-memory race
template <int BLOCK>
__global__ void max_tree_no_sync(const unsigned *in, unsigned *out) {
  __shared__ unsigned red[BLOCK];
  red[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  for (int s = BLOCK / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      red[threadIdx.x] = cuda::std::max(red[threadIdx.x], red[threadIdx.x + s]);
  }
  if (threadIdx.x == 0)
    out[0] = red[0];
}
template __global__ void max_tree_no_sync<256>(const unsigned *, unsigned *);
