// A block-sum helper called twice back to back: nothing orders the second
// call's store scratch[warp] after warp 0's read of scratch[lane] in the
// first call (thread 32 overwrites scratch[1] while thread 1 may read it).
// LAUNCH: grid=12 block=256 args=x:f32[12000]:rand sums:f32[24]:zero C:i32=1000
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

__device__ float block_sum(float v, float *scratch) {
  int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffff, v, o);
  // CHECK: helper_scratch_reused_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE+3]]{{(,|$)}}
  if (lane == 0) scratch[warp] = v;
  __syncthreads();
  v = (threadIdx.x < (blockDim.x >> 5)) ? scratch[lane] : 0.0f; // (a)
  if (warp == 0)
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffff, v, o);
  return v;
}

extern "C" __global__ void helper_scratch_reused_no_sync(const float *x, float *sums, int C) {
  __shared__ float scratch[32];
  const float *row = x + blockIdx.x * C;
  float s = 0.0f, q = 0.0f;
  for (int i = threadIdx.x; i < C; i += blockDim.x) {
    s += row[i];
    q += row[i] * row[i];
  }
  float total = block_sum(s, scratch);
  float squares = block_sum(q, scratch);
  if (threadIdx.x == 0) {
    sums[2 * blockIdx.x] = total;
    sums[2 * blockIdx.x + 1] = squares;
  }
}
