// Kogge-Stone inclusive scan in place, spelled with a signed neighbour index:
// every thread reads s[tid - off] when it exists (0 otherwise), a barrier,
// every thread adds, a barrier.
// LAUNCH: grid=2 block=256 args=out:f32[512]:zero in:f32[512]:rand
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) scan_kogge_stone_signed_offset(float *out, const float *in) {
  __shared__ float s[256];
  const int tid = threadIdx.x;
  s[tid] = in[blockIdx.x * 256 + tid];
  __syncthreads();
  for (int off = 1; off < 256; off <<= 1) {
    int j = tid - off;
    float t = j >= 0 ? s[j] : 0.f;
    __syncthreads();
    s[tid] += t;
    __syncthreads();
  }
  out[blockIdx.x * 256 + tid] = s[tid];
}
