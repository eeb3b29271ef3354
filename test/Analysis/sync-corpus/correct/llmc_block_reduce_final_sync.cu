// llm.c-style blockReduce<warpReduceSum>: each warp reduces with shuffles,
// lane 0 parks the warp's sum in shared_val[warp], every warp reads all the
// partials back and reduces them again. Called twice on one shared array
// (mean, then variance), so the first call ends with the final barrier
// (final_sync) before the second call's lane-0 writes.
// LAUNCH: grid=8 block=256 args=out:f32[8192]:zero inp:f32[8192]:rand C:i32=1024
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define WARP_SIZE 32

__device__ float warpReduceSum(float val) {
  for (int offset = 16; offset > 0; offset /= 2) val += __shfl_xor_sync(0xFFFFFFFF, val, offset);
  return val;
}

__device__ inline float blockReduceSum(float val, bool final_sync) {
  __shared__ float shared_val[WARP_SIZE];
  const int lane_id = threadIdx.x % WARP_SIZE;
  const int warp_id = threadIdx.x / WARP_SIZE;
  const int num_warps = blockDim.x / WARP_SIZE;
  float warp_val = warpReduceSum(val);
  if (lane_id == 0) shared_val[warp_id] = warp_val;
  __syncthreads();
  warp_val = (lane_id < num_warps) ? shared_val[lane_id] : 0.0f;
  float block_val = warpReduceSum(warp_val);
  if (final_sync) __syncthreads();
  return block_val;
}

extern "C" __global__ void llmc_block_reduce_final_sync(float *out, const float *inp, int C) {
  const float *x = inp + blockIdx.x * C;
  float sum = 0.0f;
  for (int i = threadIdx.x; i < C; i += blockDim.x) sum += x[i];
  float mean = blockReduceSum(sum, true) / C;
  float sq = 0.0f;
  for (int i = threadIdx.x; i < C; i += blockDim.x) {
    float d = x[i] - mean;
    sq += d * d;
  }
  float var = blockReduceSum(sq, false) / C;
  float rstd = rsqrtf(var + 1e-5f);
  for (int i = threadIdx.x; i < C; i += blockDim.x) out[blockIdx.x * C + i] = (x[i] - mean) * rstd;
}
