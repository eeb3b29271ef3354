// 1-D Jacobi smoothing of a 256-point tile until every point moves less
// than a tolerance (or 64 sweeps): the loop condition is __syncthreads_and
// of each thread's convergence, so all threads leave together; the new value
// goes to a second buffer and is copied back after a barrier.
// LAUNCH: grid=8 block=256 args=x:f32[2048]:rand
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 256

extern "C" __global__ void jacobi_until_converged_syncthreads_and(float *x) {
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
    __syncthreads();
    u[t + 1] = v[t + 1];
    ++sweep;
  } while (!__syncthreads_and(converged));
  x[blockIdx.x * N + t] = u[t + 1];
}
