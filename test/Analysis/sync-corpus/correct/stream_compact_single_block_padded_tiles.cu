// Stream compaction of a whole (small) array by one block, in the style of
// single-block "filter" kernels: the block walks the input in tiles of
// blockDim.x with the loop bound rounded up to a multiple of blockDim.x (so
// every thread runs every trip and reaches the barriers; the padding lanes
// carry a zero flag), scans the keep flags of the tile with a warp-shuffle
// scan plus a shared array of warp totals, and appends the kept elements at
// a running offset that thread 0 advances between tiles.
// LAUNCH: grid=1 block=256 args=in:i32[3000]:rand out:i32[3000]:zero count:i32[1]:zero n:i32=3000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void stream_compact_single_block_padded_tiles(const int *in, int *out, int *count, int n) {
  __shared__ int warp_totals[32];
  __shared__ int s_base;
  const int lane = threadIdx.x & 31;
  const int warp = threadIdx.x >> 5;
  const int nwarps = blockDim.x >> 5;
  if (threadIdx.x == 0)
    s_base = 0;
  __syncthreads();

  const int padded = (n + blockDim.x - 1) / blockDim.x * blockDim.x;
  for (int i = threadIdx.x; i < padded; i += blockDim.x) {
    const int v = i < n ? in[i] : 0;
    const int keep = i < n && (v % 3) != 0;
    int incl = keep;
#pragma unroll
    for (int d = 1; d < 32; d <<= 1) {
      const int u = __shfl_up_sync(0xffffffffu, incl, d);
      if (lane >= d)
        incl += u;
    }
    if (lane == 31)
      warp_totals[warp] = incl;
    __syncthreads();
    int before = 0, total = 0;
    for (int w = 0; w < nwarps; w++) {
      const int x = warp_totals[w];
      before += w < warp ? x : 0;
      total += x;
    }
    const int base = s_base;
    if (keep)
      out[base + before + incl - 1] = v;
    __syncthreads();
    if (threadIdx.x == 0)
      s_base = base + total;
    __syncthreads();
  }
  if (threadIdx.x == 0)
    *count = s_base;
}
