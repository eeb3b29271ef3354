// CUDA samples binomialOptions: the lattice is walked back one time step at a
// time through two shared buffers, each step reading a thread's right
// neighbour (callA[t + 1]) of the previous buffer; a barrier after each half
// step.
// LAUNCH: grid=4 block=256 args=out:f32[4]:zero in:f32[1028]:rand
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#define STEPS 256
extern "C" __global__ void __launch_bounds__(256) binomial_options_lattice(float *out, const float *in) {
  __shared__ float callA[STEPS + 1], callB[STEPS + 1];
  const float pu = 0.51f, pd = 0.48f;
  int t = threadIdx.x;
  callA[t] = fmaxf(in[blockIdx.x * (STEPS + 1) + t] - 0.5f, 0.0f);
  if (t == 0) callA[STEPS] = fmaxf(in[blockIdx.x * (STEPS + 1) + STEPS] - 0.5f, 0.0f);
  __syncthreads();
  for (int i = STEPS - 1; i > 0; i -= 2) {
    if (t <= i) callB[t] = pu * callA[t + 1] + pd * callA[t];
    __syncthreads();
    if (t <= i - 1) callA[t] = pu * callB[t + 1] + pd * callB[t];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = callA[0];
}
