// Per-thread slots s[j * STRIDE + t] written for 256-thread blocks, but the
// kernel is now bounded at 512 threads: thread 256's slot 0 is thread 0's
// slot 1 (threads 256 and 0 both store s[256]).
// LAUNCH: grid=4 block=512 args=in:f32[8192]:rand out:f32[2048]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define THREADS 512
#define STRIDE 256
#define SLOTS 4

extern "C" __global__ void __launch_bounds__(THREADS) launch_bounds_stale_stride(const float *in, float *out) {
  __shared__ float s[SLOTS * THREADS];
  int t = threadIdx.x;
  const float *src = in + blockIdx.x * SLOTS * THREADS;
  // CHECK: launch_bounds_stale_stride.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
  for (int j = 0; j < SLOTS; ++j) s[j * STRIDE + t] = src[j * THREADS + t] * (j + 1);
  float acc = 0.0f;
  for (int j = SLOTS - 1; j >= 0; --j) acc = acc * 0.5f + s[j * STRIDE + t];
  out[blockIdx.x * THREADS + t] = acc;
}
