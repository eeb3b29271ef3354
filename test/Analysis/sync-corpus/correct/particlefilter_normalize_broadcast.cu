// Rodinia particlefilter normalize_weights_kernel (one block): thread 0
// broadcasts the weight sum through a shared scalar, every thread
// normalises its weight, thread 0 builds the CDF and the first draw u[0],
// thread 0 broadcasts u[0] / N through a second shared scalar, every thread
// writes its u[i]. Barriers separate each broadcast from its readers.
// LAUNCH: grid=1 block=256 args=weights:f32[256]:urand Nparticles:i32=256 partial_sums:f32[1]:const(100) CDF:f32[256]:zero u:f32[256]:zero seed:i32[256]:iota(7,13)
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
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

extern "C" __global__ void particlefilter_normalize_broadcast(float *weights, int Nparticles, float *partial_sums,
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
  if (0 == threadIdx.x) u1 = u[0];
  __syncthreads();
  if (i < Nparticles) u[i] = u1 + i / ((float)(Nparticles));
}
