// CUDA-samples reduction_kernel.cu reduce4: two elements per thread, the
// tree down to 64 with cg::sync(cta), then the first warp adds sdata[tid +
// 32] and finishes with tile32.shfl_down; blockSize a template parameter.
// LAUNCH: kernel=_Z7reduce4ILj256EEvPKfPfj grid=16 block=256 smem=1024 args=g_idata:f32[8192]:rand g_odata:f32[16]:zero n:u32=8192
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

template <unsigned int blockSize>
__global__ void reduce4(const float *g_idata, float *g_odata, unsigned int n) {
  cg::thread_block cta = cg::this_thread_block();
  extern __shared__ float sdata[];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (blockSize * 2) + threadIdx.x;
  float mySum = (i < n) ? g_idata[i] : 0.0f;
  if (i + blockSize < n) mySum += g_idata[i + blockSize];
  sdata[tid] = mySum;
  cg::sync(cta);
  for (unsigned int s = blockDim.x / 2; s > 32; s >>= 1) {
    if (tid < s) sdata[tid] = mySum = mySum + sdata[tid + s];
    cg::sync(cta);
  }
  cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(cta);
  if (cta.thread_rank() < 32) {
    if (blockSize >= 64) mySum += sdata[tid + 32];
    for (int offset = tile32.size() / 2; offset > 0; offset /= 2) mySum += tile32.shfl_down(mySum, offset);
  }
  if (cta.thread_rank() == 0) g_odata[blockIdx.x] = mySum;
}

template __global__ void reduce4<256>(const float *, float *, unsigned int);
