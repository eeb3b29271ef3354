// Templated block size with the if (blockSize >= N) chain of the fully
// unrolled reduction, grid-stride loads of two elements per step, and a
// shuffle-based last warp. Instantiated for 256 and 128 threads.
// LAUNCH: kernel=_Z11reduce_tmplILj256EEvPKfPfj grid=16 block=256 smem=1024 args=g_idata:f32[20000]:rand g_odata:f32[16]:zero n:u32=20000
// LAUNCH: kernel=_Z11reduce_tmplILj128EEvPKfPfj grid=16 block=128 smem=512 args=g_idata:f32[20000]:rand g_odata:f32[16]:zero n:u32=20000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

template <unsigned int blockSize>
__global__ void reduce_tmpl(const float *g_idata, float *g_odata, unsigned int n) {
  extern __shared__ float sdata[];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (blockSize * 2) + tid;
  unsigned int gridSize = blockSize * 2 * gridDim.x;

  float mySum = 0.0f;
  while (i < n) {
    mySum += g_idata[i];
    if (i + blockSize < n) mySum += g_idata[i + blockSize];
    i += gridSize;
  }
  sdata[tid] = mySum;
  __syncthreads();

  if (blockSize >= 512) { if (tid < 256) sdata[tid] = mySum = mySum + sdata[tid + 256]; __syncthreads(); }
  if (blockSize >= 256) { if (tid < 128) sdata[tid] = mySum = mySum + sdata[tid + 128]; __syncthreads(); }
  if (blockSize >= 128) { if (tid < 64) sdata[tid] = mySum = mySum + sdata[tid + 64]; __syncthreads(); }

  if (tid < 32) {
    if (blockSize >= 64) mySum += sdata[tid + 32];
    for (int offset = warpSize / 2; offset > 0; offset /= 2)
      mySum += __shfl_down_sync(0xffffffff, mySum, offset);
  }
  if (tid == 0) g_odata[blockIdx.x] = mySum;
}

template __global__ void reduce_tmpl<256>(const float *, float *, unsigned int);
template __global__ void reduce_tmpl<128>(const float *, float *, unsigned int);
