// CUDA-samples MonteCarlo style sumReduce: SUM_N partial sums per block,
// more than the block has threads, first folded into SUM_N slots with a
// block-strided loop, then halved with a block-strided loop per stride
// (pos < stride writes sum[pos], reads sum[pos + stride]), a barrier
// opening every stride.
// LAUNCH: grid=4 block=128 args=d_out:f32[4]:zero d_in:f32[8192]:rand
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define SUM_N 512
#define PER_BLOCK 2048

template <class T, int SUMN>
__device__ void sumReduce(T *sum) {
  for (int stride = SUMN / 2; stride > 0; stride >>= 1) {
    __syncthreads();
    for (int pos = threadIdx.x; pos < stride; pos += blockDim.x) sum[pos] += sum[pos + stride];
  }
}

extern "C" __global__ void montecarlo_sum_reduce_strided(float *d_out, const float *d_in) {
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
