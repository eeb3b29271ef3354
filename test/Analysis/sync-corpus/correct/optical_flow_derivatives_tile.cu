// Horn-Schunck style image derivatives: the average of two frames is staged in a
// (BY+2) x (BX+2) tile; the threads on the block's four edges (threadIdx.x == 0,
// threadIdx.x == blockDim.x - 1, and the same in y) also load the one-pixel apron
// beside them, clamped at the image border. After one barrier, central differences
// read the four neighbours.
// LAUNCH: grid=3,5 block=32,8 args=I0:f32[3600]:rand I1:f32[3600]:rand Ix:f32[3600]:zero Iy:f32[3600]:zero Iz:f32[3600]:zero w:i32=80 h:i32=40 stride:i32=90
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BX 32
#define BY 8

__device__ __forceinline__ float frameAverage(const float *I0, const float *I1, int x, int y, int w, int h,
                                              int stride) {
  x = min(max(x, 0), w - 1);
  y = min(max(y, 0), h - 1);
  return 0.5f * (I0[y * stride + x] + I1[y * stride + x]);
}

extern "C" __global__ void optical_flow_derivatives_tile(const float *I0, const float *I1, float *Ix, float *Iy,
                                                         float *Iz, int w, int h, int stride) {
  __shared__ float tile[BY + 2][BX + 2];
  const int ix = blockIdx.x * blockDim.x + threadIdx.x;
  const int iy = blockIdx.y * blockDim.y + threadIdx.y;
  const int tx = threadIdx.x + 1;
  const int ty = threadIdx.y + 1;

  tile[ty][tx] = frameAverage(I0, I1, ix, iy, w, h, stride);
  if (threadIdx.x == 0) tile[ty][tx - 1] = frameAverage(I0, I1, ix - 1, iy, w, h, stride);
  if (threadIdx.x == blockDim.x - 1) tile[ty][tx + 1] = frameAverage(I0, I1, ix + 1, iy, w, h, stride);
  if (threadIdx.y == 0) tile[ty - 1][tx] = frameAverage(I0, I1, ix, iy - 1, w, h, stride);
  if (threadIdx.y == blockDim.y - 1) tile[ty + 1][tx] = frameAverage(I0, I1, ix, iy + 1, w, h, stride);
  __syncthreads();

  if (ix >= w || iy >= h) return;
  const int pos = iy * stride + ix;
  Ix[pos] = 0.5f * (tile[ty][tx + 1] - tile[ty][tx - 1]);
  Iy[pos] = 0.5f * (tile[ty + 1][tx] - tile[ty - 1][tx]);
  Iz[pos] = I1[pos] - I0[pos];
}
