// One warp per row; the warps past the last row return at once (a
// warp-uniform exit, so the full-mask shuffles below stay legal). A warp
// stages its row mirrored in its own slice of shared memory, __syncwarp(),
// reads back the element its mirror lane stored and normalises by the row's
// sum (an xor-shuffle reduction).
// LAUNCH: grid=3 block=128 args=in:f32[320]:rand(1,2) out:f32[320]:zero n:i32=10
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(128) warp_row_mirror_stage_early_exit(const float *in, float *out, int n) {
  __shared__ float row[4][32];
  const int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
  const int r = blockIdx.x * 4 + w;
  if (r >= n)
    return;
  row[w][31 - lane] = in[r * 32 + lane];
  __syncwarp();
  const float v = row[w][lane];
  float s = v;
  for (int o = 16; o > 0; o >>= 1)
    s += __shfl_xor_sync(0xffffffffu, s, o);
  out[r * 32 + lane] = v / s;
}
