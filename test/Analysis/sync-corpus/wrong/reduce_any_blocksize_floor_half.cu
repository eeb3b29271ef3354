// Any-block-size reduction with the halves swapped: the lower ceil(n / 2) threads
// add the element floor(n / 2) above them, so for odd n the middle thread both
// reads and is read: with n = 3, thread 1 adds sdata[2] into sdata[1] while thread
// 0 reads sdata[1] (a write and a read of one element in the same step).
// LAUNCH: grid=5 block=96 smem=384 args=in:f32[1000]:rand out:f32[5]:zero n:i32=1000
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void reduce_any_blocksize_floor_half(const float *in, float *out, int n) {
  extern __shared__ float sdata[];
  const unsigned int t = threadIdx.x;
  float sum = 0.0f;
  for (int i = blockIdx.x * blockDim.x + t; i < n; i += gridDim.x * blockDim.x) sum += in[i];
  sdata[t] = sum;
  __syncthreads();

  unsigned int active = blockDim.x;
  while (active > 1) {
    unsigned int half = active / 2;
    // CHECK: reduce_any_blocksize_floor_half.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    if (t < (active + 1) / 2) sdata[t] += sdata[t + half];
    __syncthreads();
    active = half;
  }
  if (t == 0) out[blockIdx.x] = sdata[0];
}
