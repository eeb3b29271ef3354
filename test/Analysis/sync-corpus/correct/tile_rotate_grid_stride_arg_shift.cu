// Persistent blocks: a grid-stride loop over tiles, each tile staged in shared memory by a
// block-strided loop, then written back rotated by a shift the host passes ((i + shift) % TILE);
// a barrier after the reads protects the next tile's stores.
// LAUNCH: grid=3 block=128 args=in:f32[4096]:rand out:f32[4096]:zero ntiles:i32=8 shift:i32=37
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#define TILE 512

extern "C" __global__ void tile_rotate_grid_stride_arg_shift(const float *in, float *out, int ntiles, int shift) {
  __shared__ float s[TILE];
  for (int tile = blockIdx.x; tile < ntiles; tile += gridDim.x) {
    for (int i = threadIdx.x; i < TILE; i += blockDim.x)
      s[i] = in[tile * TILE + i];
    __syncthreads();
    for (int i = threadIdx.x; i < TILE; i += blockDim.x)
      out[tile * TILE + i] = s[(i + shift) % TILE];
    __syncthreads();
  }
}
