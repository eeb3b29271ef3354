// Reduction in the CUDA-samples "reduce6" style: a template on the block size
// and on whether n is a power of two (then the second load of a step needs no
// bound check), the if (blockSize >= N) && (tid < N/2) chain with a barrier
// after every step, and the last warp folded with __shfl_down_sync.
// LAUNCH: kernel=_Z17reduce6_pow2_shflILj256ELb1EEvPKfPfj grid=16 block=256 smem=1024 args=g_idata:f32[16384]:rand g_odata:f32[16]:zero n:u32=16384
// LAUNCH: kernel=_Z17reduce6_pow2_shflILj512ELb0EEvPKfPfj grid=8 block=512 smem=2048 args=g_idata:f32[20000]:rand g_odata:f32[8]:zero n:u32=20000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

template <unsigned int blockSize, bool nIsPow2>
__global__ void reduce6_pow2_shfl(const float *g_idata, float *g_odata, unsigned int n) {
  extern __shared__ float sdata[];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * blockSize * 2 + threadIdx.x;
  unsigned int gridSize = blockSize * 2 * gridDim.x;

  float mySum = 0.0f;
  while (i < n) {
    mySum += g_idata[i];
    if (nIsPow2 || i + blockSize < n) mySum += g_idata[i + blockSize];
    i += gridSize;
  }
  sdata[tid] = mySum;
  __syncthreads();

  if ((blockSize >= 512) && (tid < 256)) sdata[tid] = mySum = mySum + sdata[tid + 256];
  __syncthreads();
  if ((blockSize >= 256) && (tid < 128)) sdata[tid] = mySum = mySum + sdata[tid + 128];
  __syncthreads();
  if ((blockSize >= 128) && (tid < 64)) sdata[tid] = mySum = mySum + sdata[tid + 64];
  __syncthreads();

  if (tid < 32) {
    if (blockSize >= 64) mySum += sdata[tid + 32];
    for (int offset = warpSize / 2; offset > 0; offset /= 2)
      mySum += __shfl_down_sync(0xffffffff, mySum, offset);
  }
  if (tid == 0) g_odata[blockIdx.x] = mySum;
}

template __global__ void reduce6_pow2_shfl<256, true>(const float *, float *, unsigned int);
template __global__ void reduce6_pow2_shfl<512, false>(const float *, float *, unsigned int);
