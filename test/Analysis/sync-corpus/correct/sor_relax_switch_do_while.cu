// Block-local relaxation of a 1-D Poisson problem where a kernel argument
// selects the smoother (Jacobi, damped Jacobi, red-black Gauss-Seidel) through
// a switch whose cases each hold their own barriers, and the sweep loop is a
// do-while that runs until a sweep count given as an argument is reached: all
// control flow around the barriers is uniform across the block.
// LAUNCH: grid=3 block=256 args=u:f32[768]:rand f:f32[768]:rand mode:i32=2 sweeps:i32=7
// LAUNCH: grid=3 block=256 args=u:f32[768]:rand f:f32[768]:rand mode:i32=1 sweeps:i32=5
// LAUNCH: grid=3 block=256 args=u:f32[768]:rand f:f32[768]:rand mode:i32=0 sweeps:i32=3
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 256

extern "C" __global__ void sor_relax_switch_do_while(float *u, const float *f, int mode, int sweeps) {
  __shared__ float a[N + 2];
  __shared__ float b[N + 2];
  const int t = threadIdx.x;
  const int i = t + 1;
  const size_t g = (size_t)blockIdx.x * N + t;
  a[i] = u[g];
  if (t == 0) {
    a[0] = 0.0f;
    a[N + 1] = 0.0f;
    b[0] = 0.0f;
    b[N + 1] = 0.0f;
  }
  const float rhs = f[g] * (1.0f / (N * N));
  __syncthreads();

  int sweep = 0;
  do {
    switch (mode) {
    case 0: {
      b[i] = 0.5f * (a[i - 1] + a[i + 1] + rhs);
      __syncthreads();
      a[i] = b[i];
      __syncthreads();
      break;
    }
    case 1: {
      float nv = 0.5f * (a[i - 1] + a[i + 1] + rhs);
      __syncthreads();
      a[i] = a[i] + 0.8f * (nv - a[i]);
      __syncthreads();
      break;
    }
    default: {
      if ((i & 1) == 0)
        a[i] = 0.5f * (a[i - 1] + a[i + 1] + rhs);
      __syncthreads();
      if ((i & 1) == 1)
        a[i] = 0.5f * (a[i - 1] + a[i + 1] + rhs);
      __syncthreads();
      break;
    }
    }
    sweep++;
  } while (sweep < sweeps);
  u[g] = a[i];
}
