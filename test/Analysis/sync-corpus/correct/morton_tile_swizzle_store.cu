// An 8x8 tile stored in Z (Morton) order in shared memory, as texture
// swizzling code does: thread (tx, ty) of an 8x8 block writes its texel to the
// slot whose index interleaves the bits of tx and ty, and after a barrier
// every thread reads back the texel of its transposed position through the
// same interleaving, writing a transposed tile.
// LAUNCH: grid=6 block=8,8 args=in:u32[384]:rand out:u32[384]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

__device__ __forceinline__ unsigned spread3(unsigned v) {
  v = (v | (v << 2)) & 0x33u;
  v = (v | (v << 1)) & 0x55u;
  return v;
}

__device__ __forceinline__ unsigned morton8(unsigned x, unsigned y) { return spread3(x) | (spread3(y) << 1); }

extern "C" __global__ void morton_tile_swizzle_store(const unsigned *in, unsigned *out) {
  __shared__ unsigned z[64];
  const unsigned tx = threadIdx.x, ty = threadIdx.y;
  const unsigned base = blockIdx.x * 64;
  z[morton8(tx, ty)] = in[base + ty * 8 + tx];
  __syncthreads();
  out[base + ty * 8 + tx] = z[morton8(ty, tx)];
}
