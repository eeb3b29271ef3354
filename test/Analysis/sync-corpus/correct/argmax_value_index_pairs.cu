// Block-wide argmax: (value, index) pairs in two shared arrays reduced by the
// textbook tree with the stride from blockDim; ties keep the smaller index.
// LAUNCH: grid=10 block=256 args=in:f32[2500]:rand n:i32=2500 best_val:f32[10]:zero best_idx:i32[10]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void argmax_value_index_pairs(const float *in, int n, float *best_val, int *best_idx) {
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
    }
    __syncthreads();
  }
  if (tid == 0) {
    best_val[blockIdx.x] = sval[0];
    best_idx[blockIdx.x] = sidx[0];
  }
}
