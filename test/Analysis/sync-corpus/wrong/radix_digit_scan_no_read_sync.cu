// radix_digit_scan_no_read_sync without the barrier between the read and the
// add of a Hillis-Steele step: thread 1 reads hist[0] while thread 0 adds
// to it.
// LAUNCH: grid=8 block=256 args=keys:u32[2048]:rand(0,65536) offsets:u32[2048]:zero counts:u32[128]:zero shift:i32=4
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define RADIX 16

extern "C" __global__ void radix_digit_scan_no_read_sync(const unsigned *keys, unsigned *offsets, unsigned *counts,
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
    // CHECK: radix_digit_scan_no_read_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-3]]{{(,|$)}}
    if (tid < RADIX) hist[tid] += v;
    __syncthreads();
  }
  unsigned inclusive = hist[digit];
  offsets[blockIdx.x * blockDim.x + tid] = inclusive;
}
