// dynamic_smem_template_carve_keys_vals without the barrier between setting
// the head flags and the runs' walks: the thread at a head reads the flags of
// the following threads, which they may not have stored yet.
// LAUNCH: grid=2 block=128 smem=1536 args=keys:i32[256]:rand(0,40) vals:f32[256]:rand out_keys:i32[256]:zero out_sums:f32[256]:zero
// The walk's length depends on the flags (data), so the race may be only
// possible to the analysis (kilnc's exit status is deliberately not checked).
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

template <int BS>
__device__ void reduce_by_key(const int *keys, const float *vals, int *out_keys, float *out_sums) {
  extern __shared__ __align__(16) unsigned char smem[];
  int *s_keys = reinterpret_cast<int *>(smem);
  float *s_vals = reinterpret_cast<float *>(smem + BS * sizeof(int));
  int *s_heads = reinterpret_cast<int *>(smem + BS * (sizeof(int) + sizeof(float)));
  const int t = threadIdx.x;
  const int g = blockIdx.x * BS + t;
  s_keys[t] = keys[g];
  s_vals[t] = vals[g];
  __syncthreads();
  s_heads[t] = (t == 0 || s_keys[t] != s_keys[t - 1]) ? 1 : 0;
  out_keys[g] = -1;
  out_sums[g] = 0.f;
  if (s_heads[t]) {
    float sum = s_vals[t];
    // CHECK: dynamic_smem_template_heads_no_sync.cu:[[@LINE+1]]: {{error|warning}} race
    for (int j = t + 1; j < BS && !s_heads[j]; ++j)
      sum += s_vals[j];
    out_keys[g] = s_keys[t];
    out_sums[g] = sum;
  }
}

extern "C" __global__ void __launch_bounds__(128) dynamic_smem_template_heads_no_sync(const int *keys, const float *vals,
                                                                                      int *out_keys, float *out_sums) {
  reduce_by_key<128>(keys, vals, out_keys, out_sums);
}
