// Interleaved reduction that starts combining before the block has finished
// loading: thread 0 reads sdata[1] in the first step, which thread 1 stores
// with no barrier in between.
// LAUNCH: grid=64 block=256 smem=1024 args=g_idata:f32[16384]:rand g_odata:f32[64]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void reduce_load_then_tree_no_sync(const float *g_idata, float *g_odata) {
  extern __shared__ float sdata[];
  unsigned int tid = threadIdx.x;
  sdata[tid] = g_idata[blockIdx.x * blockDim.x + tid]; // (a)
  for (unsigned int s = 1; s < blockDim.x; s *= 2) {
    // CHECK: reduce_load_then_tree_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-2]]{{(,|$)}}
    if (tid % (2 * s) == 0) sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}
