// @realcode Fast Walsh-Hadamard transform in the CUDA samples' fastWalshTransform shape: a global-memory radix-4 butterfly kernel for the large strides (fwtBatch2Kernel, pointers offset by blockIdx.y), a shared-memory kernel finishing each 2^11 chunk (fwtBatch1Kernel, extern __shared__ with a radix-4 loop then a radix-2 tail), and a pointwise modulate kernel with the 1/N scale.
// @let LOG2N = 22
// @let N = 1 << LOG2N
// @let ELOG2 = 11
// @buf data f32[N] uniform(-1, 1)
// @buf kern f32[N] uniform(-1, 1)
// @loop s = N >> 2; s >= (1 << ELOG2); s = s >> 2
//   @launch fwtBatch2Kernel grid((N / 4) / 256, 1) block(256) args(data, data, i32(s))
// @end
// @launch fwtBatch1Kernel grid(N >> ELOG2) block((1 << ELOG2) / 4) shared((1 << ELOG2) * 4) args(data, data, i32(ELOG2))
// @launch modulateKernel grid(128) block(256) args(data, kern, i32(N))
// @check data abs=1e-3 rel=1e-4
#include <cuda_runtime.h>

#define ELEMENTARY_LOG2SIZE 11

__global__ void fwtBatch1Kernel(float *d_Output, float *d_Input, int log2N) {
  const int N = 1 << log2N;
  const int base = blockIdx.x << log2N;

  extern __shared__ float s_data[];
  float *d_Src = d_Input + base;
  float *d_Dst = d_Output + base;

  for (int pos = threadIdx.x; pos < N; pos += blockDim.x) s_data[pos] = d_Src[pos];

  int stride = N;
  // Radix-4 stages while at least two remain.
  for (; stride >= 4; stride >>= 2) {
    int lo = threadIdx.x & (stride / 4 - 1);
    int i0 = ((threadIdx.x - lo) << 2) + lo;
    int i1 = i0 + stride / 4;
    int i2 = i1 + stride / 4;
    int i3 = i2 + stride / 4;

    __syncthreads();
    float D0 = s_data[i0];
    float D1 = s_data[i1];
    float D2 = s_data[i2];
    float D3 = s_data[i3];

    float T;
    T = D0; D0 = D0 + D2; D2 = T - D2;
    T = D1; D1 = D1 + D3; D3 = T - D3;
    T = D0; s_data[i0] = D0 + D1; s_data[i1] = T - D1;
    T = D2; s_data[i2] = D2 + D3; s_data[i3] = T - D3;
  }

  // Odd log2N: one radix-2 stage left.
  if (log2N & 1) {
    __syncthreads();
    for (int pos = threadIdx.x; pos < N / 2; pos += blockDim.x) {
      int i0 = pos << 1;
      int i1 = i0 + 1;
      float D0 = s_data[i0];
      float D1 = s_data[i1];
      s_data[i0] = D0 + D1;
      s_data[i1] = D0 - D1;
    }
  }

  __syncthreads();
  for (int pos = threadIdx.x; pos < N; pos += blockDim.x) d_Dst[pos] = s_data[pos];
}

__global__ void fwtBatch2Kernel(float *d_Output, float *d_Input, int stride) {
  const int pos = blockIdx.x * blockDim.x + threadIdx.x;
  const int N = blockDim.x * gridDim.x * 4;

  float *d_Src = d_Input + blockIdx.y * N;
  float *d_Dst = d_Output + blockIdx.y * N;

  int lo = pos & (stride - 1);
  int i0 = ((pos - lo) << 2) + lo;
  int i1 = i0 + stride;
  int i2 = i1 + stride;
  int i3 = i2 + stride;

  float D0 = d_Src[i0];
  float D1 = d_Src[i1];
  float D2 = d_Src[i2];
  float D3 = d_Src[i3];

  float T;
  T = D0; D0 = D0 + D2; D2 = T - D2;
  T = D1; D1 = D1 + D3; D3 = T - D3;
  T = D0; d_Dst[i0] = D0 + D1; d_Dst[i1] = T - D1;
  T = D2; d_Dst[i2] = D2 + D3; d_Dst[i3] = T - D3;
}

__global__ void modulateKernel(float *d_A, float *d_B, int N) {
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  int numThreads = blockDim.x * gridDim.x;
  float rcpN = 1.0f / (float)N;
  for (int pos = tid; pos < N; pos += numThreads) d_A[pos] *= d_B[pos] * rcpN;
}
