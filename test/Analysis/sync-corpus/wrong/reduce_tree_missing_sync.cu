// Sequential-addressing reduction whose per-step barrier was dropped: in the
// step with stride s, thread t reads sdata[t + s] while thread t + s may still
// be writing it in the step before (threads 64 and 0 at stride 64).
// LAUNCH: grid=64 block=256 smem=1024 args=g_idata:f32[16384]:rand g_odata:f32[64]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void reduce_tree_missing_sync(const float *g_idata, float *g_odata) {
  extern __shared__ float sdata[];
  unsigned int tid = threadIdx.x;
  sdata[tid] = g_idata[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
    // CHECK: reduce_tree_missing_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    if (tid < s) sdata[tid] += sdata[tid + s];
  }
  if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}
