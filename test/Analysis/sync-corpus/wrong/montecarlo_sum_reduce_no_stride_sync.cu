// montecarlo_sum_reduce_strided with the barrier hoisted out of the stride
// loop: the fold is ordered before the tree, but one stride's sum[pos] +=
// sum[pos + stride] meets the previous stride's writes.
// LAUNCH: grid=4 block=128 args=d_out:f32[4]:zero d_in:f32[8192]:rand
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define SUM_N 512
#define PER_BLOCK 2048

template <class T, int SUMN>
__device__ void sumReduce(T *sum) {
  __syncthreads();
  for (int stride = SUMN / 2; stride > 0; stride >>= 1) {
    // CHECK: montecarlo_sum_reduce_no_stride_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    for (int pos = threadIdx.x; pos < stride; pos += blockDim.x) sum[pos] += sum[pos + stride];
  }
}

extern "C" __global__ void montecarlo_sum_reduce_no_stride_sync(float *d_out, const float *d_in) {
  __shared__ float s_sum[SUM_N];
  const float *in = d_in + blockIdx.x * PER_BLOCK;
  for (int i = threadIdx.x; i < SUM_N; i += blockDim.x) {
    float acc = 0.0f;
    for (int j = i; j < PER_BLOCK; j += SUM_N) acc += in[j];
    s_sum[i] = acc;
  }
  sumReduce<float, SUM_N>(s_sum);
  if (threadIdx.x == 0) d_out[blockIdx.x] = s_sum[0];
}
