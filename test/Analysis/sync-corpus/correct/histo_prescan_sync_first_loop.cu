// Parboil histo_prescan: each thread accumulates the sum and the sum of
// squares of its strided elements into two shared arrays, and the block
// folds both with a halving loop that opens with its barrier (so the fold of
// a step and the reads of the next are separated by the next step's
// barrier); thread 0 reads the totals it folded itself last.
// LAUNCH: grid=8 block=512 args=input:u32[65536]:rand(0,1000) minmax:u32[16]:zero size:i32=65536
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define PRESCAN_THREADS 512

extern "C" __global__ void histo_prescan_sync_first_loop(const unsigned int *input, unsigned int *minmax, int size) {
  __shared__ float Avg[PRESCAN_THREADS];
  __shared__ float StdDev[PRESCAN_THREADS];
  int stride = size / gridDim.x;
  int addr = blockIdx.x * stride + threadIdx.x;
  int end = blockIdx.x * stride + stride / 8;
  float avg = 0.0f, dev = 0.0f;
  for (; addr < end; addr += blockDim.x) {
    float v = (float)input[addr];
    avg += v;
    dev += v * v;
  }
  Avg[threadIdx.x] = avg;
  StdDev[threadIdx.x] = dev;
  for (int s = PRESCAN_THREADS / 2; s >= 1; s >>= 1) {
    __syncthreads();
    if (threadIdx.x < s) {
      Avg[threadIdx.x] += Avg[threadIdx.x + s];
      StdDev[threadIdx.x] += StdDev[threadIdx.x + s];
    }
  }
  if (threadIdx.x == 0) {
    float n = (float)(stride / 8);
    float mean = Avg[0] / n;
    float sd = sqrtf(fmaxf(StdDev[0] / n - mean * mean, 0.0f));
    atomicMin(&minmax[2 * blockIdx.x], (unsigned int)fmaxf(mean - 3.0f * sd, 0.0f));
    atomicMax(&minmax[2 * blockIdx.x + 1], (unsigned int)(mean + 3.0f * sd));
  }
}
