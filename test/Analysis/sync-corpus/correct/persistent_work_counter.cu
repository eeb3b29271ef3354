// Persistent blocks that fetch chunks of work from a global counter: thread 0
// takes the next chunk with atomicAdd and parks its start in a shared
// variable, a barrier publishes it, every thread reads it (so the loop exit
// is the same for the whole block), and a second barrier keeps thread 0 from
// overwriting it while others still read.
// LAUNCH: grid=4 block=128 args=counter:i32[1]:zero in:f32[5000]:rand out:f32[5000]:zero n:i32=5000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void persistent_work_counter(int *counter, const float *in, float *out, int n) {
  __shared__ int s_base;
  while (true) {
    if (threadIdx.x == 0) s_base = atomicAdd(counter, (int)blockDim.x);
    __syncthreads();
    int base = s_base;
    __syncthreads();
    if (base >= n) break;
    int i = base + threadIdx.x;
    if (i < n) out[i] = 2.0f * in[i] + 1.0f;
  }
}
