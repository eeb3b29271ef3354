// @realcode Device-wide inclusive scan in three launches: block scans by warp shuffles, a one-block scan of block totals, then a uniform add.
// @let N = 1 << 26
// @let B = 1024
// @let G = N / B
// @buf in f32[N] uniform(0, 1)
// @buf out f32[N] zero
// @buf block_sums f32[G] zero
// @launch scan_blocks grid(G) block(B) args(in, out, block_sums, i32(N))
// @launch scan_block_sums grid(1) block(B) args(block_sums, i32(G))
// @launch add_block_offsets grid(G) block(B) args(out, block_sums, i32(N))
// @check out rel=1e-3 abs=1e-2
#include <cuda_runtime.h>

__device__ __forceinline__ float warp_inclusive_scan(float v, int lane) {
#pragma unroll
  for (int d = 1; d < 32; d <<= 1) {
    float up = __shfl_up_sync(0xffffffffu, v, d);
    if (lane >= d) v += up;
  }
  return v;
}

// Inclusive scan of one block's elements; returns the block total through *total.
__device__ float block_inclusive_scan(float v, float *total) {
  __shared__ float warp_totals[32];
  int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  v = warp_inclusive_scan(v, lane);
  if (lane == 31) warp_totals[warp] = v;
  __syncthreads();
  if (warp == 0) {
    float t = lane < (blockDim.x >> 5) ? warp_totals[lane] : 0.0f;
    t = warp_inclusive_scan(t, lane);
    warp_totals[lane] = t;
  }
  __syncthreads();
  if (warp > 0) v += warp_totals[warp - 1];
  *total = warp_totals[(blockDim.x >> 5) - 1];
  return v;
}

__global__ void scan_blocks(const float *in, float *out, float *block_sums, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.0f;
  float total;
  v = block_inclusive_scan(v, &total);
  if (i < n) out[i] = v;
  if (threadIdx.x == 0) block_sums[blockIdx.x] = total;
}

// One block walks the block totals in chunks of blockDim, carrying the running sum.
__global__ void scan_block_sums(float *sums, int count) {
  __shared__ float carry;
  if (threadIdx.x == 0) carry = 0.0f;
  __syncthreads();
  for (int base = 0; base < count; base += blockDim.x) {
    int i = base + threadIdx.x;
    float v = i < count ? sums[i] : 0.0f;
    float total;
    v = block_inclusive_scan(v, &total);
    float c = carry;
    if (i < count) sums[i] = v + c;
    __syncthreads();
    if (threadIdx.x == 0) carry = c + total;
    __syncthreads();
  }
}

__global__ void add_block_offsets(float *out, const float *scanned_sums, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (blockIdx.x > 0 && i < n) out[i] += scanned_sums[blockIdx.x - 1];
}
