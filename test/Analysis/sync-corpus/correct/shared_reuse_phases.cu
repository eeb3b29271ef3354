// One shared buffer reused by two phases: first a tree reduction of the
// block's values, then, after a barrier, a reversal of a second input; the
// barrier between the phases is what makes the reuse safe.
// LAUNCH: grid=16 block=256 args=a:f32[4096]:rand b:f32[4096]:rand sums:f32[16]:zero out:f32[4096]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void shared_reuse_phases(const float *a, const float *b, float *sums, float *out) {
  __shared__ float buf[256];
  int t = threadIdx.x;
  int g = blockIdx.x * 256 + t;
  buf[t] = a[g];
  __syncthreads();
  for (int s = 128; s > 0; s >>= 1) {
    if (t < s) buf[t] += buf[t + s];
    __syncthreads();
  }
  if (t == 0) sums[blockIdx.x] = buf[0];
  __syncthreads();
  buf[t] = b[g];
  __syncthreads();
  out[g] = buf[255 - t];
}
