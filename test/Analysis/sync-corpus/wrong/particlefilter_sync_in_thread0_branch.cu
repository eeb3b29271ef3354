// particlefilter_normalize_broadcast with the barrier after the u1
// broadcast moved inside thread 0's branch: the other threads never arrive
// (a hang), and read u1 unordered.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define A 1103515245
#define C 12345
#define M 2147483647

__device__ float d_randu(int *seed, int index) {
  int num = (int)(A * (unsigned)seed[index] + C);
  seed[index] = num % M;
  return fabsf(seed[index] / ((float)M));
}

__device__ void cdfCalc(float *CDF, float *weights, int Nparticles) {
  CDF[0] = weights[0];
  for (int x = 1; x < Nparticles; x++) CDF[x] = weights[x] + CDF[x - 1];
}

extern "C" __global__ void particlefilter_sync_in_thread0_branch(float *weights, int Nparticles, float *partial_sums,
                                                              float *CDF, float *u, int *seed) {
  int block_id = blockIdx.x;
  int i = blockDim.x * block_id + threadIdx.x;
  __shared__ float u1, sumWeights;
  if (0 == threadIdx.x) sumWeights = partial_sums[0];
  __syncthreads();
  if (i < Nparticles) weights[i] = weights[i] / sumWeights;
  __syncthreads();
  if (i == 0) {
    cdfCalc(CDF, weights, Nparticles);
    u[0] = (1 / ((float)(Nparticles))) * d_randu(seed, i);
  }
  __syncthreads();
  if (0 == threadIdx.x) {
    u1 = u[0];
    // CHECK: particlefilter_sync_in_thread0_branch.cu:[[@LINE+1]]: error divergent-barrier threads={{[^- ]+}}
    __syncthreads();
  }
  if (i < Nparticles) u[i] = u1 + i / ((float)(Nparticles));
}
