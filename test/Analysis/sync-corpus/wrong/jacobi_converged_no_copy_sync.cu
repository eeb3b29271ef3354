// jacobi_until_converged_syncthreads_and without the barrier between the sweep
// and the copy back: thread t reads u[t + 2] for its sweep while thread t + 1
// copies its new value into it.
// LAUNCH: grid=8 block=256 args=x:f32[2048]:rand
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 256

extern "C" __global__ void jacobi_converged_no_copy_sync(float *x) {
  __shared__ float u[N + 2];
  __shared__ float v[N + 2];
  int t = threadIdx.x;
  u[t + 1] = x[blockIdx.x * N + t];
  if (t == 0) { u[0] = 0.0f; u[N + 1] = 0.0f; v[0] = 0.0f; v[N + 1] = 0.0f; }
  __syncthreads();
  int sweep = 0;
  bool converged;
  do {
    float nv = 0.5f * u[t + 1] + 0.25f * (u[t] + u[t + 2]);
    converged = fabsf(nv - u[t + 1]) < 1e-3f || sweep >= 64;
    v[t + 1] = nv;
    // CHECK: jacobi_converged_no_copy_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    u[t + 1] = v[t + 1];
    ++sweep;
  } while (!__syncthreads_and(converged));
  x[blockIdx.x * N + t] = u[t + 1];
}
