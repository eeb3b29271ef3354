// Interval bisection with per-thread stacks in shared memory, strided by the warp
// size instead of the block size: with 128 threads, thread 32's depth-0 slot is
// thread 0's depth-1 slot, so two threads push to and pop from the same element.
// The first conflicting store is the lower half's push (thread 0 at depth 1).
// LAUNCH: grid=4 block=128 args=coef:f32[512]:urand roots:f32[512]:zero counts:i32[4]:zero tol:f32=0.01
// Whether thread 0 ever pushes to depth 1 depends on the data (the enclosure
// test), so the analysis can only say the stacks may meet (a warning; kilnc's
// exit status is deliberately not checked).
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define STACK_DEPTH 16
#define THREADS 128

__device__ __forceinline__ float cubic(float x, float c) { return x * x * x - c * x; }

extern "C" __global__ void __launch_bounds__(THREADS)
    interval_stack_warp_stride(const float *coef, float *roots, int *counts, float tol) {
  __shared__ float s_lo[STACK_DEPTH * THREADS];
  __shared__ float s_hi[STACK_DEPTH * THREADS];
  const int t = threadIdx.x;
  const int gid = blockIdx.x * blockDim.x + t;
  const float c = 0.25f + 2.0f * coef[gid];

  int sp = 0;
  s_lo[sp * 32 + t] = -2.0f;
  s_hi[sp * 32 + t] = 2.5f;
  sp++;
  int found = 0;
  float largest = -3.0f;
  while (sp > 0) {
    sp--;
    float lo = s_lo[sp * 32 + t];
    float hi = s_hi[sp * 32 + t];
    // Enclosure of x^3 - c*x on [lo, hi] (x^3 is increasing, c > 0).
    float fmin = lo * lo * lo - c * hi;
    float fmax = hi * hi * hi - c * lo;
    if (fmin > 0.0f || fmax < 0.0f) continue;
    if (hi - lo < tol || sp + 2 > STACK_DEPTH) {
      float mid = 0.5f * (lo + hi);
      if (cubic(lo, c) * cubic(hi, c) <= 0.0f) {
        found++;
        largest = fmaxf(largest, mid);
      }
      continue;
    }
    float mid = 0.5f * (lo + hi);
    s_lo[sp * 32 + t] = mid;
    s_hi[sp * 32 + t] = hi;
    sp++;
    // CHECK: interval_stack_warp_stride.cu:[[@LINE+1]]: {{error|warning}} race
    s_lo[sp * 32 + t] = lo;
    s_hi[sp * 32 + t] = mid;
    sp++;
  }
  roots[gid] = largest;

  __syncthreads();
  s_lo[t] = (float)found;
  __syncthreads();
  for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s) s_lo[t] += s_lo[t + s];
    __syncthreads();
  }
  if (t == 0) counts[blockIdx.x] = (int)s_lo[0];
}
