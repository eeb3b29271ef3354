// warp_row_mirror_stage_early_exit without the __syncwarp() between staging
// the mirrored row and reading it back: lane 0 reads the slot lane 31 stores.
// LAUNCH: grid=3 block=128 args=in:f32[320]:rand(1,2) out:f32[320]:zero n:i32=10
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(128) warp_row_mirror_no_syncwarp(const float *in, float *out, int n) {
  __shared__ float row[4][32];
  const int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
  const int r = blockIdx.x * 4 + w;
  if (r >= n)
    return;
  row[w][31 - lane] = in[r * 32 + lane];
  // CHECK: warp_row_mirror_no_syncwarp.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
  const float v = row[w][lane];
  float s = v;
  for (int o = 16; o > 0; o >>= 1)
    s += __shfl_xor_sync(0xffffffffu, s, o);
  out[r * 32 + lane] = v / s;
}
