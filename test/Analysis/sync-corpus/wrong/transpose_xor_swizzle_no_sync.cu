// transpose_xor_swizzle without the barrier between the swizzled stores and
// the transposed loads.
// LAUNCH: grid=4,4 block=32,8 args=out:f32[16384]:zero in:f32[16384]:rand width:i32=128
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
extern "C" __global__ void __launch_bounds__(256) transpose_xor_swizzle_no_sync(float *out, const float *in, int width) {
  __shared__ float tile[32][32];
  int tx = threadIdx.x, ty = threadIdx.y;
  int x = blockIdx.x * 32 + tx, y = blockIdx.y * 32 + ty;
  for (int j = 0; j < 32; j += 8) tile[ty + j][tx ^ (ty + j)] = in[(y + j) * width + x];
  x = blockIdx.y * 32 + tx;
  y = blockIdx.x * 32 + ty;
  // CHECK: transpose_xor_swizzle_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
  for (int j = 0; j < 32; j += 8) out[(y + j) * width + x] = tile[tx][(ty + j) ^ tx];
}
