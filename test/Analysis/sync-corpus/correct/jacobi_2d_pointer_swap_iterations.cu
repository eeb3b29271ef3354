// Eight Jacobi sweeps on a 16x16 interior inside shared memory: two 18x18
// buffers whose pointers swap after each sweep (one barrier per sweep), the
// halo ring loaded once and kept fixed.
// LAUNCH: grid=4,4 block=16,16 args=in:f32[5184]:rand out:f32[4096]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 16
#define P (T + 2)

extern "C" __global__ void jacobi_2d_pointer_swap_iterations(const float *in, float *out) {
  __shared__ float a[P][P];
  __shared__ float b[P][P];
  int tx = threadIdx.x, ty = threadIdx.y;
  int n = gridDim.x * T + 2;
  int gx = blockIdx.x * T, gy = blockIdx.y * T;
  for (int i = ty * T + tx; i < P * P; i += T * T) {
    int r = i / P, c = i % P;
    float v = in[(gy + r) * n + gx + c];
    a[r][c] = v;
    b[r][c] = v;
  }
  __syncthreads();
  float (*src)[P] = a;
  float (*dst)[P] = b;
  for (int it = 0; it < 8; ++it) {
    dst[ty + 1][tx + 1] = 0.25f * (src[ty][tx + 1] + src[ty + 2][tx + 1] + src[ty + 1][tx] + src[ty + 1][tx + 2]);
    __syncthreads();
    float (*tmp)[P] = src;
    src = dst;
    dst = tmp;
  }
  out[(blockIdx.y * T + ty) * (gridDim.x * T) + blockIdx.x * T + tx] = src[ty + 1][tx + 1];
}
