// The warp tail meets at __syncwarp(0x0000ffff), but all 32 lanes of warp 0
// execute it: lanes 16..31 are not in the mask they pass.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void reduce_warp_tail_half_syncwarp(const float *in, float *out) {
  __shared__ float sm[256];
  unsigned int tid = threadIdx.x;
  sm[tid] = in[blockIdx.x * 256 + tid];
  __syncthreads();
  for (unsigned int s = 128; s > 32; s >>= 1) {
    if (tid < s) sm[tid] += sm[tid + s];
    __syncthreads();
  }
  if (tid < 32) {
    for (int offset = 32; offset > 0; offset >>= 1) {
      if (tid < offset) sm[tid] += sm[tid + offset];
      // CHECK: reduce_warp_tail_half_syncwarp.cu:[[@LINE+1]]: error warp-mask threads={{[^ ]+}} lanes={{[^- ]+}} index={{[^ ]+}}
      __syncwarp(0x0000ffff);
    }
    if (tid == 0) out[blockIdx.x] = sm[0];
  }
}
