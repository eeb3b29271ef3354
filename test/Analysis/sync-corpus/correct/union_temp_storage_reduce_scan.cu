// CUB-style block primitives sharing one TempStorage union: a block
// reduction (warp partials in reduce.warp[]) and then a block scan (the same
// bytes as scan.warp_totals[] plus a running prefix) reuse the union after a
// barrier, as CUB's documentation requires between two uses.
// LAUNCH: grid=8 block=256 args=in:i32[2048]:rand out:i32[2048]:zero sums:i32[8]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define THREADS 256
#define WARPS (THREADS / 32)

union TempStorage {
  struct { int warp[WARPS]; int total; } reduce;
  struct { int warp_totals[WARPS]; int block_prefix[WARPS]; } scan;
};

__device__ int warp_inclusive(int v, int lane) {
  for (int d = 1; d < 32; d <<= 1) {
    int o = __shfl_up_sync(0xffffffffu, v, d);
    if (lane >= d) v += o;
  }
  return v;
}

__device__ int block_sum(TempStorage &tmp, int v) {
  int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  for (int d = 16; d > 0; d >>= 1) v += __shfl_xor_sync(0xffffffffu, v, d);
  if (lane == 0) tmp.reduce.warp[warp] = v;
  __syncthreads();
  if (threadIdx.x == 0) {
    int s = 0;
    for (int w = 0; w < WARPS; ++w) s += tmp.reduce.warp[w];
    tmp.reduce.total = s;
  }
  __syncthreads();
  return tmp.reduce.total;
}

__device__ int block_exclusive_scan(TempStorage &tmp, int v) {
  int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  int incl = warp_inclusive(v, lane);
  if (lane == 31) tmp.scan.warp_totals[warp] = incl;
  __syncthreads();
  if (threadIdx.x < WARPS) {
    int p = 0;
    for (int w = 0; w < threadIdx.x; ++w) p += tmp.scan.warp_totals[w];
    tmp.scan.block_prefix[threadIdx.x] = p;
  }
  __syncthreads();
  return tmp.scan.block_prefix[warp] + incl - v;
}

extern "C" __global__ void __launch_bounds__(THREADS) union_temp_storage_reduce_scan(const int *in, int *out, int *sums) {
  __shared__ TempStorage tmp;
  int i = blockIdx.x * THREADS + threadIdx.x;
  int v = in[i];
  int total = block_sum(tmp, v);
  __syncthreads();
  int excl = block_exclusive_scan(tmp, v);
  out[i] = excl;
  if (threadIdx.x == 0) sums[blockIdx.x] = total;
}
