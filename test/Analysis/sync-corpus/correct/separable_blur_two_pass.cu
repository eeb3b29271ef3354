// Separable 5x5 box blur on a 16x16 output tile: the 20x20 input tile (a
// two-cell halo on each side) is loaded by a block-strided flat loop, the
// horizontal pass writes a 20x16 intermediate tile, a barrier, and the
// vertical pass reads five rows of it. Each thread makes one or two rows of
// the horizontal pass (rows ty and ty + 16).
// LAUNCH: grid=3,2 block=16,16 args=out:f32[1440]:zero in:f32[1440]:rand w:i32=48 h:i32=30
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 16
#define R 2
#define S (T + 2 * R)

extern "C" __global__ void separable_blur_two_pass(float *out, const float *in, int w, int h) {
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
  __syncthreads();
  float acc = 0.0f;
#pragma unroll
  for (int k = 0; k <= 2 * R; ++k) acc += rows[ty + k][tx];
  int x = blockIdx.x * T + tx, y = blockIdx.y * T + ty;
  if (x < w && y < h) out[y * w + x] = acc * (1.0f / (2 * R + 1));
}
