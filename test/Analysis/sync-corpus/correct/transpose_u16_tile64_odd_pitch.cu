// Transpose of 16-bit pixels through a 64x65 tile of unsigned short (the
// padding column makes each row 130 bytes: rows start on odd halfwords), a
// (32, 8) block moving two columns (tx and tx + 32) of eight rows per pass.
// LAUNCH: grid=2,2 block=32,8 args=in:u16[16384]:rand(0,65535) out:u16[16384]:zero w:i32=128 h:i32=128
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TILE 64

extern "C" __global__ void __launch_bounds__(256) transpose_u16_tile64_odd_pitch(const unsigned short *in, unsigned short *out, int w, int h) {
  __shared__ unsigned short tile[TILE][TILE + 1];
  int tx = threadIdx.x, ty = threadIdx.y;
  int x0 = blockIdx.x * TILE, y0 = blockIdx.y * TILE;
  for (int r = ty; r < TILE; r += 8) {
    tile[r][tx] = in[(y0 + r) * w + x0 + tx];
    tile[r][tx + 32] = in[(y0 + r) * w + x0 + tx + 32];
  }
  __syncthreads();
  for (int r = ty; r < TILE; r += 8) {
    out[(x0 + r) * h + y0 + tx] = tile[tx][r];
    out[(x0 + r) * h + y0 + tx + 32] = tile[tx + 32][r];
  }
}
