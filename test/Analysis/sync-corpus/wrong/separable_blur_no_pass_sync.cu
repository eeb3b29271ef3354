// separable_blur_no_pass_sync without the barrier between the passes: the vertical
// pass of thread (0,0) reads rows[1][0], which thread (0,1) writes in the
// horizontal pass.
// LAUNCH: grid=3,2 block=16,16 args=out:f32[1440]:zero in:f32[1440]:rand w:i32=48 h:i32=30
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 16
#define R 2
#define S (T + 2 * R)

extern "C" __global__ void separable_blur_no_pass_sync(float *out, const float *in, int w, int h) {
  __shared__ float tile[S][S];
  __shared__ float rows[S][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  int x0 = blockIdx.x * T - R, y0 = blockIdx.y * T - R;
  for (int i = ty * T + tx; i < S * S; i += T * T) {
    int gx = min(max(x0 + i % S, 0), w - 1);
    int gy = min(max(y0 + i / S, 0), h - 1);
    tile[i / S][i % S] = in[gy * w + gx];
  }
  __syncthreads();
  for (int r = ty; r < S; r += T) {
    float acc = 0.0f;
#pragma unroll
    for (int k = 0; k <= 2 * R; ++k) acc += tile[r][tx + k];
    rows[r][tx] = acc * (1.0f / (2 * R + 1));
  }
  float acc = 0.0f;
#pragma unroll
  // CHECK: separable_blur_no_pass_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-4]]{{(,|$)}}
  for (int k = 0; k <= 2 * R; ++k) acc += rows[ty + k][tx];
  int x = blockIdx.x * T + tx, y = blockIdx.y * T + ty;
  if (x < w && y < h) out[y * w + x] = acc * (1.0f / (2 * R + 1));
}
