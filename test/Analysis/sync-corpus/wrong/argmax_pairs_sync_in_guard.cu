// argmax_pairs_sync_in_guard with the step barrier moved inside "if (tid < s)":
// threads at or above s never arrive (a divergent barrier).
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void argmax_pairs_sync_in_guard(const float *in, int n, float *best_val, int *best_idx) {
  __shared__ float sval[256];
  __shared__ int sidx[256];
  unsigned tid = threadIdx.x;
  int i = blockIdx.x * blockDim.x + tid;
  sval[tid] = i < n ? in[i] : -3.0e38f;
  sidx[tid] = i < n ? i : n;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s) {
      float other = sval[tid + s];
      int oidx = sidx[tid + s];
      if (other > sval[tid] || (other == sval[tid] && oidx < sidx[tid])) {
        sval[tid] = other;
        sidx[tid] = oidx;
      }
      // CHECK: argmax_pairs_sync_in_guard.cu:[[@LINE+1]]: error divergent-barrier threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^ ]+}} lines={{([0-9]+,)*}}[[#@LINE-7]]{{(,|$)}}
      __syncthreads();
    }
  }
  if (tid == 0) {
    best_val[blockIdx.x] = sval[0];
    best_idx[blockIdx.x] = sidx[0];
  }
}
