// sor_relax_switch_do_while without the barrier between the damped Jacobi
// sweep's neighbour reads and its in-place update.
// LAUNCH: grid=3 block=256 args=u:f32[768]:rand f:f32[768]:rand mode:i32=2 sweeps:i32=7
// LAUNCH: grid=3 block=256 args=u:f32[768]:rand f:f32[768]:rand mode:i32=1 sweeps:i32=5
// LAUNCH: grid=3 block=256 args=u:f32[768]:rand f:f32[768]:rand mode:i32=0 sweeps:i32=3
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 256

extern "C" __global__ void sor_damped_jacobi_no_read_sync(float *u, const float *f, int mode, int sweeps) {
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
      // CHECK: sor_damped_jacobi_no_read_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
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
