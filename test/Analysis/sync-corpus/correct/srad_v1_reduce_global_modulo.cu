// Rodinia srad_v1's reduce kernel: partial sums of an image and of its
// squares, folded in shared memory by a doubling loop whose active threads
// are picked by the global element index ((ei + 1) % i == 0, i.e. by the
// thread index, the block being a multiple of i); a block-uniform branch on
// whether this is a full block; thread 0 of each block writes the result.
// LAUNCH: grid=8 block=512 args=d_sums:f32[4096]:rand d_sums2:f32[4096]:rand out:f32[16]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define NUMBER_THREADS 512

extern "C" __global__ void srad_v1_reduce_global_modulo(const float *d_sums, const float *d_sums2, float *out) {
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
      d_psum[tx] = d_psum[tx] + d_psum[tx - i / 2];
      d_psum2[tx] = d_psum2[tx] + d_psum2[tx - i / 2];
    }
    __syncthreads();
  }
  if (tx == (NUMBER_THREADS - 1)) {
    out[2 * bx] = d_psum[tx];
    out[2 * bx + 1] = d_psum2[tx];
  }
}
