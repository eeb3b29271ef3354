// stencil_1d_halo_both_sides_by_first_threads with the right apron slot one
// too low (BLOCK + tx - 1): thread R writes s[BLOCK + R - 1], the cell of
// interior thread BLOCK - 1, in the same barrier interval, with another
// value.
// LAUNCH: grid=8 block=128 args=in:f32[1024]:rand out:f32[1024]:zero n:i32=1024
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define R 4
#define BLOCK 128

extern "C" __global__ void __launch_bounds__(BLOCK) stencil_1d_halo_right_slot_off_by_one(const float *in,
                                                                                         float *out, int n) {
  __shared__ float s[BLOCK + 2 * R];
  const int tx = threadIdx.x;
  const int base = blockIdx.x * BLOCK;
  const int g = base + tx;
  s[R + tx] = g < n ? in[g] : 0.0f;
  if (tx < 2 * R) {
    const int slot = tx < R ? tx : BLOCK + tx - 1;
    const int src = base - R + slot;
    // CHECK: stencil_1d_halo_right_slot_off_by_one.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
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
