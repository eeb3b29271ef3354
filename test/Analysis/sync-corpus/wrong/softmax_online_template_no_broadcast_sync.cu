// softmax_rows_online_template_block without the barrier between thread 0
// publishing the row's (max, sum) and the other threads reading them: thread
// 32 may read row_m before thread 0 stores it.
// LAUNCH: kernel=_Z23softmax_online_rows_badILi256EEvPKfPfi grid=4 block=256 args=x:f32[3000]:rand y:f32[3000]:zero n:i32=750
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

__device__ __forceinline__ void merge(float &m, float &s, float om, float os) {
  const float nm = fmaxf(m, om);
  s = s * __expf(m - nm) + os * __expf(om - nm);
  m = nm;
}

template <int BLOCK>
__global__ void __launch_bounds__(BLOCK) softmax_online_rows_bad(const float *x, float *y, int n) {
  constexpr int WARPS = BLOCK / 32;
  __shared__ float warp_m[WARPS], warp_s[WARPS];
  __shared__ float row_m, row_s;
  const int t = threadIdx.x, lane = t % 32, warp = t / 32;
  const float *xr = x + (size_t)blockIdx.x * n;
  float *yr = y + (size_t)blockIdx.x * n;
  float m = -1e30f, s = 0.0f;
  for (int i = t; i < n; i += BLOCK) merge(m, s, xr[i], 1.0f);
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) {
    const float om = __shfl_xor_sync(0xffffffffu, m, o);
    const float os = __shfl_xor_sync(0xffffffffu, s, o);
    merge(m, s, om, os);
  }
  if (lane == 0) {
    warp_m[warp] = m;
    warp_s[warp] = s;
  }
  __syncthreads();
  if (warp == 0) {
    m = lane < WARPS ? warp_m[lane] : -1e30f;
    s = lane < WARPS ? warp_s[lane] : 0.0f;
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) {
      const float om = __shfl_xor_sync(0xffffffffu, m, o);
      const float os = __shfl_xor_sync(0xffffffffu, s, o);
      merge(m, s, om, os);
    }
    if (lane == 0) {
      row_m = m;
      row_s = s;
    }
  }
  // CHECK: softmax_online_template_no_broadcast_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
  const float rm = row_m, inv = 1.0f / row_s;
  for (int i = t; i < n; i += BLOCK) yr[i] = __expf(xr[i] - rm) * inv;
}

template __global__ void softmax_online_rows_bad<256>(const float *, float *, int);
