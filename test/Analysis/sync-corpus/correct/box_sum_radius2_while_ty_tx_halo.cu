// A 5x5 box sum over a 20x20 tile (radius-2 halo) with a 16x8 block: the
// tile is loaded by nested while loops that step by blockDim.y and
// blockDim.x (ly = threadIdx.y; while (ly < 20) { ...; ly += blockDim.y; }),
// each thread then sums two output rows (ty and ty + 8).
// LAUNCH: grid=4,8 block=16,8 args=out:f32[8192]:zero in:f32[8192]:rand w:i32=64 h:i32=128
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BW 16
#define BH 16
#define R 2

extern "C" __global__ void __launch_bounds__(128)
    box_sum_radius2_while_ty_tx_halo(float *out, const float *in, int w, int h) {
  __shared__ float tile[BH + 2 * R][BW + 2 * R];
  const int gx0 = blockIdx.x * BW - R, gy0 = blockIdx.y * BH - R;
  int ly = threadIdx.y;
  while (ly < BH + 2 * R) {
    int lx = threadIdx.x;
    while (lx < BW + 2 * R) {
      int gx = gx0 + lx, gy = gy0 + ly;
      tile[ly][lx] = (gx >= 0 && gx < w && gy >= 0 && gy < h) ? in[gy * w + gx] : 0.0f;
      lx += blockDim.x;
    }
    ly += blockDim.y;
  }
  __syncthreads();
  for (int half = 0; half < 2; ++half) {
    const int oy = threadIdx.y + half * 8, ox = threadIdx.x;
    float s = 0.0f;
    for (int dy = 0; dy <= 2 * R; ++dy)
      for (int dx = 0; dx <= 2 * R; ++dx)
        s += tile[oy + dy][ox + dx];
    const int x = blockIdx.x * BW + ox, y = blockIdx.y * BH + oy;
    if (x < w && y < h)
      out[y * w + x] = s;
  }
}
