// block_exclusive_scan_template_shfl_up with the classic warp-scan slip: the
// shuffle moved inside `if (lane >= d)`, so lanes below d never reach a
// full-mask __shfl_up_sync (lane 0 is in the mask and never arrives at d = 1).
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

template <int BLOCK>
__global__ void __launch_bounds__(BLOCK) block_scan_shfl_up_inside_guard(const int *in, int *out) {
  constexpr int WARPS = BLOCK / 32;
  __shared__ int warp_sums[WARPS];
  const int tid = threadIdx.x, lane = tid % 32, wid = tid / 32;
  const int gid = blockIdx.x * BLOCK + tid;
  const int x = in[gid];
  int v = x;
#pragma unroll
  for (int d = 1; d < 32; d *= 2) {
    if (lane >= d) // (a)
      // CHECK: block_scan_shfl_up_inside_lane_guard.cu:[[@LINE+1]]: error warp-mask threads={{[^- ]+}} lanes={{[^ ]+}}
      v += __shfl_up_sync(0xffffffffu, v, d);
  }
  if (lane == 31) warp_sums[wid] = v;
  __syncthreads();
  int carry = 0;
  for (int w = 0; w < wid; ++w) carry += warp_sums[w];
  out[gid] = carry + v - x;
}

template __global__ void block_scan_shfl_up_inside_guard<256>(const int *, int *);
