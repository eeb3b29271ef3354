// morton_tile_swizzle_store with a bit of ty dropped from the Morton index
// (ty & 6): rows 2k and 2k+1 store to the same slot with different texels.
// LAUNCH: grid=6 block=8,8 args=in:u32[384]:rand out:u32[384]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

__device__ __forceinline__ unsigned spread3(unsigned v) {
  v = (v | (v << 2)) & 0x33u;
  v = (v | (v << 1)) & 0x55u;
  return v;
}

__device__ __forceinline__ unsigned morton8(unsigned x, unsigned y) { return spread3(x) | (spread3(y) << 1); }

extern "C" __global__ void morton_tile_swizzle_store_dropped_bit(const unsigned *in, unsigned *out) {
  __shared__ unsigned z[64];
  const unsigned tx = threadIdx.x, ty = threadIdx.y;
  const unsigned base = blockIdx.x * 64;
  // CHECK: morton_tile_swizzle_store_dropped_bit.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
  z[morton8(tx, ty & 6)] = in[base + ty * 8 + tx];
  __syncthreads();
  out[base + ty * 8 + tx] = z[morton8(ty, tx)];
}
