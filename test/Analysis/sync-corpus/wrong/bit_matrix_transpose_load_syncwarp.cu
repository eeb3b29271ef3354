// bit_matrix_transpose_load_syncwarp with __syncwarp() instead of the block barrier
// after the load: it orders only the warp's own stores, and with blockDim.x below
// 256 the block-strided loop has a warp store rows that other warps read.
// LAUNCH: grid=4 block=256 args=in:u32[1024]:rand(0,2147483647) out:u32[1024]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) bit_matrix_transpose_load_syncwarp(const unsigned *in, unsigned *out) {
  __shared__ unsigned rows[256];
  const unsigned t = threadIdx.x, lane = t % 32, warp = t / 32;
  for (unsigned i = t; i < 256; i += blockDim.x)
    rows[(i * 37) % 256] = in[blockIdx.x * 256 + i];
  __syncwarp();
  // CHECK: bit_matrix_transpose_load_syncwarp.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
  const unsigned row = rows[warp * 32 + lane];
  unsigned mine = 0;
  for (unsigned c = 0; c < 32; ++c) {
    const unsigned column = __ballot_sync(0xffffffffu, (row >> c) & 1u);
    if (lane == c)
      mine = column;
  }
  out[blockIdx.x * 256 + warp * 32 + lane] = mine;
}
