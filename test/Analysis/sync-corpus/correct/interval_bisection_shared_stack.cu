// Interval bisection with an explicit per-thread stack kept in shared memory (the
// toolkit's interval sample keeps its stacks there too): thread t's slot at depth
// sp is s_lo[sp * blockDim.x + t], so every thread owns a column of the stack and
// the data-dependent depth never makes two threads meet. No barrier is needed
// while the stacks are in use; after one, the stack's first row is reused for a
// block-wide sum of the roots found.
// LAUNCH: grid=4 block=128 args=coef:f32[512]:urand roots:f32[512]:zero counts:i32[4]:zero tol:f32=0.01
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define STACK_DEPTH 16
#define THREADS 128

__device__ __forceinline__ float cubic(float x, float c) { return x * x * x - c * x; }

extern "C" __global__ void __launch_bounds__(THREADS)
    interval_bisection_shared_stack(const float *coef, float *roots, int *counts, float tol) {
  __shared__ float s_lo[STACK_DEPTH * THREADS];
  __shared__ float s_hi[STACK_DEPTH * THREADS];
  const int t = threadIdx.x;
  const int gid = blockIdx.x * blockDim.x + t;
  const float c = 0.25f + 2.0f * coef[gid];

  int sp = 0;
  s_lo[sp * blockDim.x + t] = -2.0f;
  s_hi[sp * blockDim.x + t] = 2.5f;
  sp++;
  int found = 0;
  float largest = -3.0f;
  while (sp > 0) {
    sp--;
    float lo = s_lo[sp * blockDim.x + t];
    float hi = s_hi[sp * blockDim.x + t];
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
    s_lo[sp * blockDim.x + t] = mid;
    s_hi[sp * blockDim.x + t] = hi;
    sp++;
    s_lo[sp * blockDim.x + t] = lo;
    s_hi[sp * blockDim.x + t] = mid;
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
