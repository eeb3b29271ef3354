// softmax_warps_per_block_slots without the barrier between the warps'
// partial sums and thread 0's fold: thread 0 reads sumvals[i] while lane 0 of
// warp i may not have written it yet.
// LAUNCH: grid=32 block=128 args=out:f32[8192]:zero inp:f32[8192]:rand N:i32=32 C:i32=256
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void softmax_warp_slots_missing_sync(float *out, const float *inp, int N, int C) {
  __shared__ float sumvals[32];
  int idx = blockIdx.x;
  int tid = threadIdx.x;
  int warpId = threadIdx.x / 32;
  int laneId = threadIdx.x % 32;
  int warpsPerBlock = blockDim.x / 32;
  const float *x = inp + idx * C;
  float sumval = 0.0f;
  for (int i = tid; i < C; i += blockDim.x) sumval += __expf(x[i]);
  for (int off = 16; off > 0; off /= 2) sumval += __shfl_down_sync(0xffffffff, sumval, off);
  if (laneId == 0) sumvals[warpId] = sumval;
  if (tid == 0) {
    float val = sumvals[tid];
    // CHECK: softmax_warp_slots_missing_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    for (int i = 1; i < warpsPerBlock; ++i) val += sumvals[i];
    sumvals[0] = val;
  }
  __syncthreads();
  float sum = sumvals[0];
  for (int i = tid; i < C; i += blockDim.x) out[idx * C + i] = __expf(x[i]) / sum;
}
