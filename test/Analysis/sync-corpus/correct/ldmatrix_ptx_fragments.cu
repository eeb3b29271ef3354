// Warp fragments loaded with ldmatrix, the CUTLASS/FlashAttention way: the
// block stages a 16x16 half tile per warp in shared memory (a padded row of
// 24 halves keeps the 16-byte row addresses bank-spread), __syncthreads(),
// then every lane passes one row address to `ldmatrix.sync.aligned.m8n8.x4`
// and stores the four 32-bit fragment registers it receives.
// LAUNCH: grid=2 block=128 args=in:u16[2048]:rand out:u32[1024]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cuda_fp16.h>

#define WARPS 4
#define LD 24

extern "C" __global__ void ldmatrix_ptx_fragments(const __half *in, unsigned *out) {
  __shared__ __align__(16) __half tile[WARPS][16 * LD];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const __half *src = in + (blockIdx.x * WARPS + warp) * 256;
  for (int i = lane; i < 256; i += 32)
    tile[warp][(i / 16) * LD + i % 16] = src[i];
  __syncthreads();

  const __half *row = &tile[warp][(lane % 16) * LD + (lane / 16) * 8];
  unsigned addr = static_cast<unsigned>(__cvta_generic_to_shared(row));
  unsigned r0, r1, r2, r3;
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
               : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3)
               : "r"(addr));
  unsigned *o = out + ((blockIdx.x * WARPS + warp) * 32 + lane) * 4;
  o[0] = r0;
  o[1] = r1;
  o[2] = r2;
  o[3] = r3;
}
