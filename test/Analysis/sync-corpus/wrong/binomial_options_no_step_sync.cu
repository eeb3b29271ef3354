// binomial_options_lattice without the barrier after the callA half step: the
// next step's callB[t] store meets the reads of callB[t + 1] by thread t - 1.
// LAUNCH: grid=4 block=256 args=out:f32[4]:zero in:f32[1028]:rand
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#define STEPS 256
extern "C" __global__ void __launch_bounds__(256) binomial_options_no_step_sync(float *out, const float *in) {
  __shared__ float callA[STEPS + 1], callB[STEPS + 1];
  const float pu = 0.51f, pd = 0.48f;
  int t = threadIdx.x;
  callA[t] = fmaxf(in[blockIdx.x * (STEPS + 1) + t] - 0.5f, 0.0f);
  if (t == 0) callA[STEPS] = fmaxf(in[blockIdx.x * (STEPS + 1) + STEPS] - 0.5f, 0.0f);
  __syncthreads();
  for (int i = STEPS - 1; i > 0; i -= 2) {
    // CHECK: binomial_options_no_step_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    if (t <= i) callB[t] = pu * callA[t + 1] + pd * callA[t];
    __syncthreads();
    if (t <= i - 1) callA[t] = pu * callB[t + 1] + pd * callB[t];
  }
  if (t == 0) out[blockIdx.x] = callA[0];
}
