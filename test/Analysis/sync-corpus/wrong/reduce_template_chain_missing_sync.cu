// Templated unrolled reduction with the barrier of the blockSize >= 256 step
// left out: thread 0 reads sdata[64] in the next step while thread 64 is
// still storing it.
// LAUNCH: kernel=_Z24reduce_tmpl_missing_syncILj256EEvPKfPfj grid=16 block=256 smem=1024 args=g_idata:f32[16384]:rand g_odata:f32[16]:zero n:u32=16384
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

template <unsigned int blockSize>
__global__ void reduce_tmpl_missing_sync(const float *g_idata, float *g_odata, unsigned int n) {
  extern __shared__ float sdata[];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * blockSize + tid;
  float mySum = (i < n) ? g_idata[i] : 0.0f;
  sdata[tid] = mySum;
  __syncthreads();

  if (blockSize >= 512) { if (tid < 256) sdata[tid] = mySum = mySum + sdata[tid + 256]; __syncthreads(); }
  if (blockSize >= 256) { if (tid < 128) sdata[tid] = mySum = mySum + sdata[tid + 128]; }
  if (blockSize >= 128) {
    // CHECK: reduce_template_chain_missing_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    if (tid < 64) sdata[tid] = mySum = mySum + sdata[tid + 64];
    __syncthreads();
  }
  if (tid < 32) {
    if (blockSize >= 64) mySum += sdata[tid + 32];
    for (int offset = 16; offset > 0; offset /= 2) mySum += __shfl_down_sync(0xffffffff, mySum, offset);
  }
  if (tid == 0) g_odata[blockIdx.x] = mySum;
}

template __global__ void reduce_tmpl_missing_sync<256>(const float *, float *, unsigned int);
