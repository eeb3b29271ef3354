// The last block-wide step (stride 64) is followed by __syncwarp() instead of
// __syncthreads(): warp 0 then reads sm[32..63], which warp 1 wrote; a warp
// barrier does not order threads of different warps (threads 32 and 0).
// LAUNCH: grid=64 block=256 args=in:f32[16384]:rand out:f32[64]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void reduce_syncwarp_between_warps(const float *in, float *out) {
  __shared__ float sm[256];
  unsigned int tid = threadIdx.x;
  sm[tid] = in[blockIdx.x * 256 + tid];
  __syncthreads();
  if (tid < 128) sm[tid] += sm[tid + 128];
  __syncthreads();
  if (tid < 64) sm[tid] += sm[tid + 64]; // (a)
  __syncwarp();
  if (tid < 32) {
    // CHECK: reduce_syncwarp_between_warps.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-3]]{{(,|$)}}
    sm[tid] += sm[tid + 32];
    __syncwarp();
    for (int offset = 16; offset > 0; offset >>= 1) {
      if (tid < offset) sm[tid] += sm[tid + offset];
      __syncwarp();
    }
    if (tid == 0) out[blockIdx.x] = sm[0];
  }
}
