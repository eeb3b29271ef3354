// A half-warp reduction step written with a full mask inside 'if (lane < 16)':
// only lanes 0..15 reach the shuffle.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void shfl_full_mask_in_half_warp(const float *in, float *out) {
  int lane = threadIdx.x & 31;
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  if (lane < 16) { // (a)
    // CHECK: shfl_full_mask_in_half_warp.cu:[[@LINE+1]]: error warp-mask threads={{[^ ]+}} lanes={{[^- ]+}} index={{[^ ]+}} lines={{([0-9]+,)*}}[[#@LINE-1]]{{(,|$)}}
    v += __shfl_down_sync(0xffffffff, v, 8);
    v += __shfl_down_sync(0x0000ffff, v, 4);
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}
