// Per-thread slots s[j * 256 + t] in shared memory, written and read back by
// the same thread: no barrier is needed because __launch_bounds__(256) rules
// out a thread 256 whose slot j would be thread 0's slot j+1.
// LAUNCH: grid=16 block=256 args=in:f32[16384]:rand out:f32[4096]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define THREADS 256
#define SLOTS 4

extern "C" __global__ void __launch_bounds__(THREADS) launch_bounds_thread_slots(const float *in, float *out) {
  __shared__ float s[SLOTS * THREADS];
  int t = threadIdx.x;
  const float *src = in + blockIdx.x * SLOTS * THREADS;
  for (int j = 0; j < SLOTS; ++j) s[j * THREADS + t] = src[j * THREADS + t] * (j + 1);
  float acc = 0.0f;
  for (int j = SLOTS - 1; j >= 0; --j) acc = acc * 0.5f + s[j * THREADS + t];
  out[blockIdx.x * THREADS + t] = acc;
}
