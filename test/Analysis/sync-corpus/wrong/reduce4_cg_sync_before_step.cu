// reduce4_cg_tile32_shfl_down with the tree's cg::sync(cta) at the top of
// each step instead of after it: the last step (s = 64) writes sdata[32..63]
// and the first warp reads sdata[tid + 32] with no barrier between.
// LAUNCH: kernel=_Z7reduce4ILj256EEvPKfPfj grid=16 block=256 smem=1024 args=g_idata:f32[8192]:rand g_odata:f32[16]:zero n:u32=8192
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
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
    cg::sync(cta);
    if (tid < s) sdata[tid] = mySum = mySum + sdata[tid + s];
  }
  cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(cta);
  if (cta.thread_rank() < 32) {
    // CHECK: reduce4_cg_sync_before_step.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    if (blockSize >= 64) mySum += sdata[tid + 32];
    for (int offset = tile32.size() / 2; offset > 0; offset /= 2) mySum += tile32.shfl_down(mySum, offset);
  }
  if (cta.thread_rank() == 0) g_odata[blockIdx.x] = mySum;
}

template __global__ void reduce4<256>(const float *, float *, unsigned int);
