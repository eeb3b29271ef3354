// 1-D stencil of radius 4 whose halo on both sides is loaded by the first
// 2 * R threads of the block: thread tx < R loads the left apron cell tx,
// thread R <= tx < 2R the right apron cell BLOCK + tx (a select picks the
// slot), the interior thread tx its own cell R + tx; one barrier, then
// every thread sums its window.
// LAUNCH: grid=8 block=128 args=in:f32[1024]:rand out:f32[1024]:zero n:i32=1024
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define R 4
#define BLOCK 128

extern "C" __global__ void __launch_bounds__(BLOCK) stencil_1d_halo_both_sides_by_first_threads(const float *in,
                                                                                               float *out, int n) {
  __shared__ float s[BLOCK + 2 * R];
  const int tx = threadIdx.x;
  const int base = blockIdx.x * BLOCK;
  const int g = base + tx;
  s[R + tx] = g < n ? in[g] : 0.0f;
  if (tx < 2 * R) {
    const int slot = tx < R ? tx : BLOCK + tx;
    const int src = base - R + slot;
    s[slot] = src >= 0 && src < n ? in[src] : 0.0f;
  }
  __syncthreads();
  float sum = 0.0f;
#pragma unroll
  for (int k = -R; k <= R; ++k)
    sum += s[R + tx + k];
  if (g < n)
    out[g] = sum;
}
