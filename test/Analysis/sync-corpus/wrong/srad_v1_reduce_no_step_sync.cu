// srad_v1_reduce_global_modulo without the barrier of the doubling loop: thread
// tx reads d_psum[tx - i/2], which another thread adds into in the step before.
// LAUNCH: grid=8 block=512 args=d_sums:f32[4096]:rand d_sums2:f32[4096]:rand out:f32[16]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define NUMBER_THREADS 512

extern "C" __global__ void srad_v1_reduce_no_step_sync(const float *d_sums, const float *d_sums2, float *out) {
  int bx = blockIdx.x;
  int tx = threadIdx.x;
  int ei = (bx * NUMBER_THREADS) + tx;
  __shared__ float d_psum[NUMBER_THREADS];
  __shared__ float d_psum2[NUMBER_THREADS];
  d_psum[tx] = d_sums[ei];
  d_psum2[tx] = d_sums2[ei];
  __syncthreads();
  for (int i = 2; i <= NUMBER_THREADS; i = 2 * i) {
    if ((ei + 1) % i == 0) {
      // CHECK: srad_v1_reduce_no_step_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      d_psum[tx] = d_psum[tx] + d_psum[tx - i / 2];
      d_psum2[tx] = d_psum2[tx] + d_psum2[tx - i / 2];
    }
  }
  if (tx == (NUMBER_THREADS - 1)) {
    out[2 * bx] = d_psum[tx];
    out[2 * bx + 1] = d_psum2[tx];
  }
}
