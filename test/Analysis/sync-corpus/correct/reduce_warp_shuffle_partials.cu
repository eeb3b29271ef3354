// Warp shuffles reduce each warp, lane 0 of every warp parks its partial in
// shared memory, and warp 0 reduces the partials (after a grid-stride loop, so
// the full-mask shuffles run in converged code).
// LAUNCH: grid=32 block=512 args=in:f32[40000]:rand out:f32[32]:zero n:i32=40000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

__inline__ __device__ float warp_reduce_sum(float val) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    val += __shfl_down_sync(0xffffffff, val, offset);
  return val;
}

extern "C" __global__ void reduce_warp_shuffle_partials(const float *in, float *out, int n) {
  static __shared__ float shared[32];
  int lane = threadIdx.x % warpSize;
  int wid = threadIdx.x / warpSize;

  float sum = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    sum += in[i];

  sum = warp_reduce_sum(sum);
  if (lane == 0) shared[wid] = sum;
  __syncthreads();

  sum = (threadIdx.x < blockDim.x / warpSize) ? shared[lane] : 0.0f;
  if (wid == 0) sum = warp_reduce_sum(sum);
  if (threadIdx.x == 0) out[blockIdx.x] = sum;
}
