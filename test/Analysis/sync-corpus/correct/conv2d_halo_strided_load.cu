// 2-D 3x3 convolution: a 16x16 block loads its 18x18 tile (interior plus a
// one-element halo) with a block-strided loop over the flattened tile, so
// some threads load two elements; one barrier, then the 3x3 sum.
// LAUNCH: grid=4,4 block=16,16 args=in:f32[4096]:rand out:f32[4096]:zero w:i32=64 h:i32=64
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 16

extern "C" __global__ void __launch_bounds__(256) conv2d_halo_strided_load(const float *in, float *out, int w, int h) {
  __shared__ float tile[T + 2][T + 2];
  int tid = threadIdx.y * T + threadIdx.x;
  int x0 = blockIdx.x * T - 1, y0 = blockIdx.y * T - 1;
  for (int i = tid; i < (T + 2) * (T + 2); i += T * T) {
    int ly = i / (T + 2), lx = i % (T + 2);
    int gx = min(max(x0 + lx, 0), w - 1), gy = min(max(y0 + ly, 0), h - 1);
    tile[ly][lx] = in[gy * w + gx];
  }
  __syncthreads();
  float acc = 0.f;
  for (int dy = 0; dy < 3; ++dy)
    for (int dx = 0; dx < 3; ++dx) acc += tile[threadIdx.y + dy][threadIdx.x + dx];
  int gx = blockIdx.x * T + threadIdx.x, gy = blockIdx.y * T + threadIdx.y;
  if (gx < w && gy < h) out[gy * w + gx] = acc / 9.f;
}
