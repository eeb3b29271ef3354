// Reduce-by-key over sorted keys, templated on the block size, with one
// dynamic shared buffer carved into three arrays at offsets computed from the
// template parameter (int keys[BS], float vals[BS], int heads[BS]): head flags
// mark the first element of each run, and the thread at each head sums its run
// after a barrier (a short serial walk, as segmented reductions of small runs
// do), writing one (key, sum) per run at the head's position.
// LAUNCH: grid=2 block=128 smem=1536 args=keys:i32[256]:rand(0,40) vals:f32[256]:rand out_keys:i32[256]:zero out_sums:f32[256]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
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
  __syncthreads();
  out_keys[g] = -1;
  out_sums[g] = 0.f;
  if (s_heads[t]) {
    float sum = s_vals[t];
    for (int j = t + 1; j < BS && !s_heads[j]; ++j)
      sum += s_vals[j];
    out_keys[g] = s_keys[t];
    out_sums[g] = sum;
  }
}

extern "C" __global__ void __launch_bounds__(128) dynamic_smem_template_carve_keys_vals(const int *keys, const float *vals,
                                                                                      int *out_keys, float *out_sums) {
  reduce_by_key<128>(keys, vals, out_keys, out_sums);
}
