// histo_prescan_sync_first_loop without the barrier that opens each halving
// step: thread t reads Avg[t + s] that thread t + s is still folding.
// LAUNCH: grid=8 block=512 args=input:u32[65536]:rand(0,1000) minmax:u32[16]:zero size:i32=65536
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define PRESCAN_THREADS 512

extern "C" __global__ void histo_prescan_no_loop_sync(const unsigned int *input, unsigned int *minmax, int size) {
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
    if (threadIdx.x < s) {
      // CHECK: histo_prescan_no_loop_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
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
