// Warp 0 publishes a block total and synchronises inside 'if (warp == 0)':
// a block barrier that the other warps never reach.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void sync_under_warp_id_branch(const float *in, float *out) {
  __shared__ float total;
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  if (warp == 0) { // (a)
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);
    if (lane == 0) total = v;
    // CHECK: sync_under_warp_id_branch.cu:[[@LINE+1]]: error divergent-barrier threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^ ]+}} lines={{([0-9]+,)*}}[[#@LINE-3]]{{(,|$)}}
    __syncthreads();
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = total;
}
