// half2_tile_pairs_scalar_transpose without the barrier before the second tile reuses the
// buffer: a thread's paired store of the next tile may land on halves that slower threads still
// read down a column of the first.
// LAUNCH: grid=2 block=32,8 args=in:u16[16384]:rand(0,15360) out:u16[16384]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#include <cuda_fp16.h>

#define DIM 64
#define PITCH (DIM + 2)

extern "C" __global__ void __launch_bounds__(256)
half2_tile_reuse_no_sync(const __half *in, __half *out) {
  __shared__ __align__(4) __half tile[DIM * PITCH];
  const int tx = threadIdx.x, ty = threadIdx.y;
  for (int rep = 0; rep < 2; ++rep) {
    const __half *src = in + (blockIdx.x * 2 + rep) * DIM * DIM;
    __half *dst = out + (blockIdx.x * 2 + rep) * DIM * DIM;
    for (int r = ty; r < DIM; r += 8) {
      const __half2 v = *reinterpret_cast<const __half2 *>(src + r * DIM + 2 * tx);
      // CHECK: half2_tile_reuse_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      *reinterpret_cast<__half2 *>(&tile[r * PITCH + 2 * tx]) = v;
    }
    __syncthreads();
    for (int c = ty; c < DIM; c += 8) {
      dst[c * DIM + tx] = tile[tx * PITCH + c];
      dst[c * DIM + tx + 32] = tile[(tx + 32) * PITCH + c];
    }
  }
}
