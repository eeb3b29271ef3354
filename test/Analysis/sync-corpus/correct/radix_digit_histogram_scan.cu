// One pass of a block-local radix sort's counting step: each thread bins its
// key's 4-bit digit into a 16-entry shared histogram with atomicAdd, then the
// first 16 threads turn it into an exclusive prefix with a Hillis-Steele scan
// (every step reads into a register, barrier, adds, barrier) and each thread
// reads the offset of its digit.
// LAUNCH: grid=8 block=256 args=keys:u32[2048]:rand(0,65536) offsets:u32[2048]:zero counts:u32[128]:zero shift:i32=4
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define RADIX 16

extern "C" __global__ void radix_digit_histogram_scan(const unsigned *keys, unsigned *offsets, unsigned *counts,
                                                      int shift) {
  __shared__ unsigned hist[RADIX];
  unsigned tid = threadIdx.x;
  unsigned key = keys[blockIdx.x * blockDim.x + tid];
  unsigned digit = (key >> shift) & (RADIX - 1);
  if (tid < RADIX) hist[tid] = 0;
  __syncthreads();
  atomicAdd(&hist[digit], 1u);
  __syncthreads();
  if (tid < RADIX) counts[blockIdx.x * RADIX + tid] = hist[tid];
  for (unsigned off = 1; off < RADIX; off <<= 1) {
    unsigned v = 0;
    if (tid < RADIX && tid >= off) v = hist[tid - off];
    __syncthreads();
    if (tid < RADIX) hist[tid] += v;
    __syncthreads();
  }
  unsigned inclusive = hist[digit];
  offsets[blockIdx.x * blockDim.x + tid] = inclusive;
}
