// gauss_partial_pivot_warp_argmax_swap without the barrier after lane 0
// stores the pivot row: threads of other warps read piv for the swap before
// (or while) it is written.
// LAUNCH: grid=2 block=256 args=in:f32[2112]:rand out:f32[2112]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) gauss_partial_pivot_no_broadcast_sync(const float *in, float *out) {
  __shared__ float A[32][33];
  __shared__ int piv;
  const int t = threadIdx.x, lane = t & 31;
  for (int e = t; e < 32 * 33; e += 256)
    A[e / 33][e % 33] = in[blockIdx.x * 32 * 33 + e];
  __syncthreads();
  for (int k = 0; k < 31; ++k) {
    if (t < 32) {
      float best = lane >= k ? fabsf(A[lane][k]) : -1.0f;
      int row = lane;
      for (int o = 16; o > 0; o >>= 1) {
        const float b = __shfl_xor_sync(0xffffffffu, best, o);
        const int r = __shfl_xor_sync(0xffffffffu, row, o);
        if (b > best || (b == best && r < row)) {
          best = b;
          row = r;
        }
      }
      if (lane == 0)
        piv = row;
    }
    if (t < 33) {
      // CHECK: gauss_partial_pivot_no_broadcast_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      const int p = piv;
      const float tmp = A[k][t];
      A[k][t] = A[p][t];
      A[p][t] = tmp;
    }
    __syncthreads();
    for (int e = t; e < 32 * 33; e += 256) {
      const int i = e / 33, j = e % 33;
      if (i > k && j > k)
        A[i][j] -= A[i][k] / A[k][k] * A[k][j];
    }
    __syncthreads();
  }
  for (int e = t; e < 32 * 33; e += 256)
    out[blockIdx.x * 32 * 33 + e] = A[e / 33][e % 33];
}
