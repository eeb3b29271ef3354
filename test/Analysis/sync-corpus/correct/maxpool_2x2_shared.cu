// 2x2 max pooling through shared memory: a 32x32 block stages a 32x32 input
// tile, a barrier, then the threads of the top-left quarter (tx < 16,
// ty < 16) each reduce one 2x2 window.
// LAUNCH: grid=2,2 block=32,32 args=out:f32[1024]:zero in:f32[4096]:rand w:i32=64 h:i32=64
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void maxpool_2x2_shared(float *out, const float *in, int w, int h) {
  __shared__ float tile[32][32];
  int tx = threadIdx.x, ty = threadIdx.y;
  int x = blockIdx.x * 32 + tx, y = blockIdx.y * 32 + ty;
  tile[ty][tx] = (x < w && y < h) ? in[y * w + x] : -3.0e38f;
  __syncthreads();
  if (tx < 16 && ty < 16) {
    float m = fmaxf(fmaxf(tile[2 * ty][2 * tx], tile[2 * ty][2 * tx + 1]),
                    fmaxf(tile[2 * ty + 1][2 * tx], tile[2 * ty + 1][2 * tx + 1]));
    int ox = blockIdx.x * 16 + tx, oy = blockIdx.y * 16 + ty;
    if (ox < w / 2 && oy < h / 2) out[oy * (w / 2) + ox] = m;
  }
}
