// In-place inclusive Hillis-Steele scan: every step reads the neighbour into a
// register, meets the block, then writes (two barriers per step).
// LAUNCH: grid=16 block=512 args=in:i32[8192]:rand(0,100) out:i32[8192]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void scan_hillis_steele_inplace(const int *in, int *out) {
  __shared__ int s[512];
  int t = threadIdx.x;
  int g = blockIdx.x * blockDim.x + t;
  s[t] = in[g];
  __syncthreads();
  for (int off = 1; off < blockDim.x; off <<= 1) {
    int v = (t >= off) ? s[t - off] : 0;
    __syncthreads();
    s[t] += v;
    __syncthreads();
  }
  out[g] = s[t];
}
