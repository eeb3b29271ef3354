// 2-D convolution whose two-phase tile load is not followed by a barrier: a thread reads tile cells
// (its halo) that other threads store in either phase.
// LAUNCH: grid=4,4 block=16,16 constant=mask:f32[25]:rand args=in:f32[4096]:rand out:f32[4096]:zero w:i32=64 h:i32=64
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define MASK 5
#define TILE 16
#define W (TILE + MASK - 1)

__constant__ float mask[MASK * MASK];

extern "C" __global__ void conv2d_two_phase_no_load_sync(const float *in, float *out, int w, int h) {
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
  float acc = 0.0f;
  for (int i = 0; i < MASK; ++i)
  // CHECK: conv2d_two_phase_no_load_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-1]]{{(,|$)}}
    for (int j = 0; j < MASK; ++j) acc += tile[ty + i][tx + j] * mask[i * MASK + j];
  int y = blockIdx.y * TILE + ty, x = blockIdx.x * TILE + tx;
  if (y < h && x < w) out[y * w + x] = acc;
}
