// tile_rotate_grid_stride_arg_shift without the barrier at the end of a tile: the next tile's
// stores overwrite elements that slower threads still read rotated.
// LAUNCH: grid=3 block=128 args=in:f32[4096]:rand out:f32[4096]:zero ntiles:i32=8 shift:i32=37
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#define TILE 512

extern "C" __global__ void tile_rotate_no_reuse_sync(const float *in, float *out, int ntiles, int shift) {
  __shared__ float s[TILE];
  for (int tile = blockIdx.x; tile < ntiles; tile += gridDim.x) {
    for (int i = threadIdx.x; i < TILE; i += blockDim.x)
      // CHECK: tile_rotate_no_reuse_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      s[i] = in[tile * TILE + i];
    __syncthreads();
    for (int i = threadIdx.x; i < TILE; i += blockDim.x)
      out[tile * TILE + i] = s[(i + shift) % TILE];
  }
}
