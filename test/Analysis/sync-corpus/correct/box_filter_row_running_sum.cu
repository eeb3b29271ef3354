// Row prefix sums of a 64x64 tile, one thread per row: the tile is loaded
// cooperatively (flat index i -> rows[i / 64][i % 64], rows padded to 65
// words against bank conflicts), each thread then runs along its own row, and
// the tile is written back column-major by the whole block.
// LAUNCH: grid=2 block=64 args=out:f32[8192]:zero in:f32[8192]:rand
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
extern "C" __global__ void __launch_bounds__(64) box_filter_row_running_sum(float *out, const float *in) {
  __shared__ float rows[64][65];
  int t = threadIdx.x, base = blockIdx.x * 4096;
  for (int i = t; i < 4096; i += 64) rows[i / 64][i % 64] = in[base + i];
  __syncthreads();
  float s = 0.0f;
  for (int j = 0; j < 64; j++) {
    s += rows[t][j];
    rows[t][j] = s;
  }
  __syncthreads();
  for (int i = t; i < 4096; i += 64) out[base + i] = rows[i % 64][i / 64];
}
