// 2-D convolution (5x5 mask in constant memory) whose 20x20 input tile is
// loaded by a 16x16 block in two phases of flat indices (the textbook
// batch load): dest = ty*16 + tx, then dest + 256 for the 144 elements left.
// LAUNCH: grid=4,4 block=16,16 constant=mask:f32[25]:rand args=in:f32[4096]:rand out:f32[4096]:zero w:i32=64 h:i32=64
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define MASK 5
#define TILE 16
#define W (TILE + MASK - 1)

__constant__ float mask[MASK * MASK];

extern "C" __global__ void conv2d_two_phase_halo_load(const float *in, float *out, int w, int h) {
  __shared__ float tile[W][W];
  int tx = threadIdx.x, ty = threadIdx.y;
  int dest = ty * TILE + tx;
  int dy = dest / W, dx = dest % W;
  int sy = blockIdx.y * TILE + dy - MASK / 2, sx = blockIdx.x * TILE + dx - MASK / 2;
  tile[dy][dx] = (sy >= 0 && sy < h && sx >= 0 && sx < w) ? in[sy * w + sx] : 0.0f;
  dest = ty * TILE + tx + TILE * TILE;
  dy = dest / W;
  dx = dest % W;
  sy = blockIdx.y * TILE + dy - MASK / 2;
  sx = blockIdx.x * TILE + dx - MASK / 2;
  if (dy < W) tile[dy][dx] = (sy >= 0 && sy < h && sx >= 0 && sx < w) ? in[sy * w + sx] : 0.0f;
  __syncthreads();
  float acc = 0.0f;
  for (int i = 0; i < MASK; ++i)
    for (int j = 0; j < MASK; ++j) acc += tile[ty + i][tx + j] * mask[i * MASK + j];
  int y = blockIdx.y * TILE + ty, x = blockIdx.x * TILE + tx;
  if (y < h && x < w) out[y * w + x] = acc;
}
