// The benchmark-style __log2f/__powf reduction without its barrier: thread 0
// reads sh[2] at step 2 while thread 2 may still be adding into it.
// LAUNCH: grid=64 block=256 args=in:f32[16384]:rand out:f32[64]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BLOCK_SIZE 256

extern "C" __global__ void reduce_log2f_missing_sync(const float *in, float *out) {
  __shared__ float sh[BLOCK_SIZE];
  int tx = threadIdx.x;
  sh[tx] = in[blockIdx.x * BLOCK_SIZE + tx];
  __syncthreads();
  for (int i = 1; i <= __log2f(BLOCK_SIZE); i++) {
    int power_two = __powf(2, i);
    // CHECK: reduce_log2f_missing_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    if (tx % power_two == 0) sh[tx] = sh[tx] + sh[tx + power_two / 2];
  }
  if (tx == 0) out[blockIdx.x] = sh[0];
}
