// llm.c softmax_forward_kernel4 as it is launched (512 threads per row):
// warp reductions in helper functions, lane 0 parks each warp's value in
// maxvals[warpId] / sumvals[warpId] carved from one dynamic buffer at
// blockDim.x / 32, thread 0 folds the slots, and the row is written twice
// (exp, then the division) between the two reductions. The slot arrays are
// disjoint for any block of whole warps, the only blocks it is written for.
// LAUNCH: grid=16 block=512 smem=128 args=out:f32[16384]:zero inp:f32[16384]:rand N:i32=16 C:i32=1024
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

__device__ float warp_max(float v) {
  for (int offset = 16; offset > 0; offset /= 2) v = fmaxf(v, __shfl_down_sync(0xffffffff, v, offset));
  return v;
}

__device__ float warp_sum(float v) {
  for (int offset = 16; offset > 0; offset /= 2) v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}

extern "C" __global__ void softmax_kernel4_block512(float *out, const float *inp, int N, int C) {
  extern __shared__ float shared[];
  int row = blockIdx.x;
  int tid = threadIdx.x;
  int warpId = threadIdx.x / 32;
  int laneId = threadIdx.x % 32;
  int warpsPerBlock = blockDim.x / 32;
  float *maxvals = shared;
  float *sumvals = &shared[warpsPerBlock];
  const float *x = inp + row * C;

  float maxval = -3.402823e38f;
  for (int i = tid; i < C; i += blockDim.x) maxval = fmaxf(maxval, x[i]);
  maxval = warp_max(maxval);
  if (laneId == 0) maxvals[warpId] = maxval;
  __syncthreads();
  if (tid == 0) {
    float val = maxvals[0];
    for (int i = 1; i < warpsPerBlock; i++) val = fmaxf(val, maxvals[i]);
    maxvals[0] = val;
  }
  __syncthreads();
  float offset = maxvals[0];
  for (int i = tid; i < C; i += blockDim.x) out[row * C + i] = __expf(x[i] - offset);

  const float *e = out + row * C;
  float sumval = 0.0f;
  for (int i = tid; i < C; i += blockDim.x) sumval += e[i];
  sumval = warp_sum(sumval);
  if (laneId == 0) sumvals[warpId] = sumval;
  __syncthreads();
  if (tid == 0) {
    float val = sumvals[0];
    for (int i = 1; i < warpsPerBlock; ++i) val += sumvals[i];
    sumvals[0] = val;
  }
  __syncthreads();
  float sum = sumvals[0];
  for (int i = tid; i < C; i += blockDim.x) out[row * C + i] = e[i] / sum;
}
