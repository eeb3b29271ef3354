// Fast Walsh transform stages in the CUDA-samples style, one radix-4
// butterfly per thread on 4 * blockDim.x elements: the stride starts at
// blockDim.x and shrinks by 4, lo = tid & (stride - 1) and
// i0 = ((tid - lo) << 2) + lo, so the four elements i0 + k*stride of
// different threads never meet; a barrier opens every stage.
// LAUNCH: grid=4 block=256 smem=4096 args=d_Output:f32[4096]:zero d_Input:f32[4096]:rand
// LAUNCH: grid=4 block=64 smem=1024 args=d_Output:f32[1024]:zero d_Input:f32[1024]:rand
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void fwt_radix4_blockdim_stride(float *d_Output, const float *d_Input) {
  extern __shared__ float s_data[];
  const unsigned int N = 4 * blockDim.x;
  const float *src = d_Input + blockIdx.x * N;
  float *dst = d_Output + blockIdx.x * N;
  for (unsigned int p = threadIdx.x; p < N; p += blockDim.x) s_data[p] = src[p];

  const unsigned int pos = threadIdx.x;
  for (unsigned int stride = blockDim.x; stride > 0; stride >>= 2) {
    unsigned int lo = pos & (stride - 1);
    unsigned int i0 = ((pos - lo) << 2) + lo;
    unsigned int i1 = i0 + stride;
    unsigned int i2 = i1 + stride;
    unsigned int i3 = i2 + stride;
    __syncthreads();
    float d0 = s_data[i0], d1 = s_data[i1], d2 = s_data[i2], d3 = s_data[i3];
    float t = d0;
    d0 = d0 + d2;
    d2 = t - d2;
    t = d1;
    d1 = d1 + d3;
    d3 = t - d3;
    s_data[i0] = d0 + d1;
    s_data[i1] = d0 - d1;
    s_data[i2] = d2 + d3;
    s_data[i3] = d2 - d3;
  }
  __syncthreads();
  for (unsigned int p = threadIdx.x; p < N; p += blockDim.x) dst[p] = s_data[p];
}
