// GroupNorm whose first warp reads the per-warp float2 partials without the barrier
// after they are written: lane 1 of warp 0 reads warpStats[1], stored by lane 0 of
// warp 1 (thread 32).
// LAUNCH: grid=8 block=32,8 args=x:f32[16384]:rand y:f32[16384]:zero gamma:f32[32]:rand beta:f32[32]:rand C:i32=32 HW:i32=256 G:i32=4 eps:f32=0.00001
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

__device__ __forceinline__ float2 warpSum2(float2 v) {
#pragma unroll
  for (int off = 16; off > 0; off >>= 1) {
    v.x += __shfl_xor_sync(0xffffffffu, v.x, off);
    v.y += __shfl_xor_sync(0xffffffffu, v.y, off);
  }
  return v;
}

extern "C" __global__ void group_norm_stats_before_sync(const float *x, float *y, const float *gamma,
                                                         const float *beta, int C, int HW, int G, float eps) {
  __shared__ float2 warpStats[32];
  __shared__ float2 stats;
  const int n = blockIdx.x / G, g = blockIdx.x % G;
  const int cpg = C / G;
  const int count = cpg * HW;
  const size_t base = ((size_t)n * C + (size_t)g * cpg) * HW;
  const int tid = threadIdx.y * blockDim.x + threadIdx.x;
  const int nthreads = blockDim.x * blockDim.y;
  const int lane = tid % 32, warp = tid / 32;

  float2 acc = make_float2(0.0f, 0.0f);
  for (int i = tid; i < count; i += nthreads) {
    float v = x[base + i];
    acc.x += v;
    acc.y += v * v;
  }
  acc = warpSum2(acc);
  if (lane == 0) warpStats[warp] = acc;
  if (warp == 0) {
    const int nwarps = (nthreads + 31) / 32;
    // CHECK: group_norm_stats_before_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-3]]{{(,|$)}}
    float2 w = lane < nwarps ? warpStats[lane] : make_float2(0.0f, 0.0f);
    w = warpSum2(w);
    if (lane == 0) {
      float mean = w.x / count;
      float var = fmaxf(w.y / count - mean * mean, 0.0f);
      stats = make_float2(mean, rsqrtf(var + eps));
    }
  }
  __syncthreads();

  const float2 s = stats;
  for (int i = tid; i < count; i += nthreads) {
    int c = g * cpg + i / HW;
    y[base + i] = (x[base + i] - s.x) * s.y * gamma[c] + beta[c];
  }
}
