// The pre-Volta unrolled last warp: 'volatile' alone, no __syncwarp(). With
// independent thread scheduling lane 0 can read sdata[16] before lane 16 has
// written it (and lane 16 can overwrite it before lane 0 has read it).
// LAUNCH: grid=64 block=256 smem=1024 args=g_idata:f32[16384]:rand g_odata:f32[64]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

__device__ void warp_reduce(volatile float *sdata, unsigned int tid) {
  sdata[tid] += sdata[tid + 32];
  // CHECK: reduce_warp_tail_volatile_unsynced.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
  sdata[tid] += sdata[tid + 16];
  sdata[tid] += sdata[tid + 8];
  sdata[tid] += sdata[tid + 4];
  sdata[tid] += sdata[tid + 2];
  sdata[tid] += sdata[tid + 1];
}

extern "C" __global__ void reduce_warp_tail_volatile_unsynced(const float *g_idata, float *g_odata) {
  extern __shared__ float sdata[];
  unsigned int tid = threadIdx.x;
  sdata[tid] = g_idata[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (unsigned int s = blockDim.x / 2; s > 32; s >>= 1) {
    if (tid < s) sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid < 32) warp_reduce(sdata, tid);
  if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}
