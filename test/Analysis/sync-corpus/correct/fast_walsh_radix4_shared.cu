// CUDA-samples style fastWalshTransform (fwtBatch1Kernel): a 2^log2N-point
// transform per block in dynamic shared memory, radix-4 stages with stride
// N/4, N/16, ...: thread pos owns i0 = ((pos - lo) << 2) + lo (lo = pos &
// (stride - 1)) and i0 + stride, + 2*stride, + 3*stride, disjoint from every
// other thread's four; a radix-2 stage finishes odd powers of two.
// LAUNCH: grid=8 block=256 smem=4096 args=d_Output:f32[8192]:zero d_Input:f32[8192]:rand log2N:i32=10
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void fast_walsh_radix4_shared(float *d_Output, float *d_Input, int log2N) {
  const int N = 1 << log2N;
  const int base = blockIdx.x << log2N;
  extern __shared__ float s_data[];
  float *d_Src = d_Input + base;
  float *d_Dst = d_Output + base;

  for (int pos = threadIdx.x; pos < N; pos += blockDim.x) s_data[pos] = d_Src[pos];

  const int pos = threadIdx.x;
  for (int stride = N >> 2; stride > 0; stride >>= 2) {
    int lo = pos & (stride - 1);
    int i0 = ((pos - lo) << 2) + lo;
    int i1 = i0 + stride;
    int i2 = i1 + stride;
    int i3 = i2 + stride;
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

  if (log2N & 1) {
    __syncthreads();
    for (int p = threadIdx.x; p < N / 2; p += blockDim.x) {
      int i0 = p << 1;
      int i1 = i0 + 1;
      float D0 = s_data[i0];
      float D1 = s_data[i1];
      s_data[i0] = D0 + D1;
      s_data[i1] = D0 - D1;
    }
  }

  __syncthreads();
  for (int p = threadIdx.x; p < N; p += blockDim.x) d_Dst[p] = s_data[p];
}
