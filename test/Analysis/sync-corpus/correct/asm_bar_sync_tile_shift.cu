// Barriers written as inline PTX (`bar.sync 0;` and `barrier.sync 0;`), as
// code that predates or avoids the intrinsic does: a tile is loaded, shifted
// by one in place through a temporary, and written out.
// LAUNCH: grid=3 block=256 args=in:f32[768]:rand out:f32[768]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void asm_bar_sync_tile_shift(const float *in, float *out) {
  __shared__ float tile[256];
  const int t = threadIdx.x;
  tile[t] = in[blockIdx.x * 256 + t];
  asm volatile("bar.sync 0;" ::: "memory");
  const float left = tile[(t + 255) & 255];
  asm volatile("barrier.sync 0;" ::: "memory");
  tile[t] = 0.5f * (tile[t] + left);
  __syncthreads();
  out[blockIdx.x * 256 + t] = tile[255 - t];
}
