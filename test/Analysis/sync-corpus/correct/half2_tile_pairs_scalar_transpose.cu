// Transposing a 64x64 tile of halves through shared memory with paired stores: each thread
// stores two adjacent halves of a row as one __half2 (a 32-bit store covering two elements),
// and after a barrier reads single halves down a column of the padded tile; a second tile
// reuses the buffer after another barrier.
// LAUNCH: grid=2 block=32,8 args=in:u16[16384]:rand(0,15360) out:u16[16384]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#include <cuda_fp16.h>

#define DIM 64
#define PITCH (DIM + 2)

extern "C" __global__ void __launch_bounds__(256)
half2_tile_pairs_scalar_transpose(const __half *in, __half *out) {
  __shared__ __align__(4) __half tile[DIM * PITCH];
  const int tx = threadIdx.x, ty = threadIdx.y;
  for (int rep = 0; rep < 2; ++rep) {
    const __half *src = in + (blockIdx.x * 2 + rep) * DIM * DIM;
    __half *dst = out + (blockIdx.x * 2 + rep) * DIM * DIM;
    for (int r = ty; r < DIM; r += 8) {
      const __half2 v = *reinterpret_cast<const __half2 *>(src + r * DIM + 2 * tx);
      *reinterpret_cast<__half2 *>(&tile[r * PITCH + 2 * tx]) = v;
    }
    __syncthreads();
    for (int c = ty; c < DIM; c += 8) {
      dst[c * DIM + tx] = tile[tx * PITCH + c];
      dst[c * DIM + tx + 32] = tile[(tx + 32) * PITCH + c];
    }
    __syncthreads();
  }
}
