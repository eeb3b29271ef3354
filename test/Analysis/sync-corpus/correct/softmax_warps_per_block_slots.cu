// llm.c softmax_forward_kernel4 style: one block per row, warpsPerBlock =
// blockDim.x / 32, each warp reduces with shuffles and lane 0 writes its
// warp's slot maxvals[warpId] / sumvals[warpId]; thread 0 folds the slots
// after a barrier and broadcasts through slot 0 after another one. The
// two slot arrays are carved from one dynamic buffer, sumvals at
// warpsPerBlock: they are disjoint for blocks that are multiples of 32
// threads, which the kernel is written for (with 16 threads they would alias).
// LAUNCH: grid=32 block=128 smem=256 args=out:f32[8192]:zero inp:f32[8192]:rand N:i32=32 C:i32=256
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void softmax_warps_per_block_slots(float *out, const float *inp, int N, int C) {
  extern __shared__ float shared[];
  int idx = blockIdx.x;
  int tid = threadIdx.x;
  int warpId = threadIdx.x / 32;
  int laneId = threadIdx.x % 32;
  int warpsPerBlock = blockDim.x / 32;
  float *maxvals = shared;
  float *sumvals = &shared[warpsPerBlock];
  const float *x = inp + idx * C;

  float maxval = -3.402823e38f;
  for (int i = tid; i < C; i += blockDim.x) maxval = fmaxf(maxval, x[i]);
  for (int off = 16; off > 0; off /= 2) maxval = fmaxf(maxval, __shfl_down_sync(0xffffffff, maxval, off));
  if (laneId == 0) maxvals[warpId] = maxval;
  __syncthreads();
  if (tid == 0) {
    float val = maxvals[tid];
    for (int i = 1; i < warpsPerBlock; i++) val = fmaxf(val, maxvals[i]);
    maxvals[0] = val;
  }
  __syncthreads();
  float offset = maxvals[0];

  float sumval = 0.0f;
  for (int i = tid; i < C; i += blockDim.x) sumval += __expf(x[i] - offset);
  for (int off = 16; off > 0; off /= 2) sumval += __shfl_down_sync(0xffffffff, sumval, off);
  if (laneId == 0) sumvals[warpId] = sumval;
  __syncthreads();
  if (tid == 0) {
    float val = sumvals[tid];
    for (int i = 1; i < warpsPerBlock; ++i) val += sumvals[i];
    sumvals[0] = val;
  }
  __syncthreads();
  float sum = sumvals[0];
  for (int i = tid; i < C; i += blockDim.x) out[idx * C + i] = __expf(x[i] - offset) / sum;
}
