// Inclusive scan of segments of `size` elements in the CUDA-samples
// scan1Inclusive style: thread t of a segment owns the zero pad at
// pos = 2*t - (t & (size - 1)) and its value at pos + size, and each step
// reads, waits, then writes (two barriers per step). size is a power of two
// that divides blockDim.x (the host's contract, as in the samples).
// LAUNCH: grid=8 block=256 smem=2048 args=d_Dst:u32[2048]:zero d_Src:u32[2048]:rand(0,10) size:u32=64
// LAUNCH: grid=8 block=256 smem=2048 args=d_Dst:u32[2048]:zero d_Src:u32[2048]:rand(0,10) size:u32=256
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void scan_inclusive_pos_segments(unsigned int *d_Dst, const unsigned int *d_Src, unsigned int size) {
  extern __shared__ unsigned int s_Data[];
  unsigned int g = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int pos = 2 * threadIdx.x - (threadIdx.x & (size - 1));
  s_Data[pos] = 0;
  pos += size;
  s_Data[pos] = d_Src[g];
  for (unsigned int offset = 1; offset < size; offset <<= 1) {
    __syncthreads();
    unsigned int t = s_Data[pos] + s_Data[pos - offset];
    __syncthreads();
    s_Data[pos] = t;
  }
  d_Dst[g] = s_Data[pos];
}
