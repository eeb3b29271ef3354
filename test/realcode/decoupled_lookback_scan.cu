// @realcode Single-pass inclusive scan with decoupled look-back (the CUB/Merrill-Garland scheme written by hand): dynamic tile ids from an atomic counter, per-tile status words packing a flag and a 32-bit aggregate into one 64-bit word published with a volatile store after __threadfence, predecessors polled with volatile loads.
// @let N = 1 << 24
// @let B = 256
// @let ITEMS = 8
// @let TILES = N / (B * ITEMS)
// @buf in i32[N] uniform(-100, 100)
// @buf out i32[N] zero
// @buf status u64[TILES] zero
// @buf tile_counter u32[1] zero
// @launch scan_lookback grid(TILES) block(B) args(in, out, status, tile_counter, i32(N))
// @check out exact
#include <cuda_runtime.h>

#define BLOCK 256
#define ITEMS 8
#define FLAG_AGGREGATE 1ull
#define FLAG_PREFIX 2ull

__device__ __forceinline__ unsigned long long pack(unsigned long long flag, int value) {
  return (flag << 32) | (unsigned)value;
}

__device__ int block_exclusive_sum(int v, int *total) {
  __shared__ int warp_sums[BLOCK / 32];
  int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  int inc = v;
  for (int d = 1; d < 32; d <<= 1) {
    int up = __shfl_up_sync(0xffffffff, inc, d);
    if (lane >= d) inc += up;
  }
  if (lane == 31) warp_sums[warp] = inc;
  __syncthreads();
  if (warp == 0) {
    int w = lane < BLOCK / 32 ? warp_sums[lane] : 0;
    for (int d = 1; d < 32; d <<= 1) {
      int up = __shfl_up_sync(0xffffffff, w, d);
      if (lane >= d) w += up;
    }
    if (lane < BLOCK / 32) warp_sums[lane] = w;
  }
  __syncthreads();
  int warp_prefix = warp == 0 ? 0 : warp_sums[warp - 1];
  *total = warp_sums[BLOCK / 32 - 1];
  return warp_prefix + inc - v;
}

__global__ void scan_lookback(const int *__restrict__ in, int *__restrict__ out, unsigned long long *status,
                              unsigned *tile_counter, int n) {
  __shared__ int s_tile;
  __shared__ int s_exclusive;
  if (threadIdx.x == 0) s_tile = atomicAdd(tile_counter, 1);
  __syncthreads();
  int tile = s_tile;
  int base = tile * BLOCK * ITEMS + threadIdx.x * ITEMS;
  int items[ITEMS];
  int thread_sum = 0;
#pragma unroll
  for (int i = 0; i < ITEMS; ++i) {
    items[i] = base + i < n ? in[base + i] : 0;
    thread_sum += items[i];
  }
  int aggregate;
  int thread_prefix = block_exclusive_sum(thread_sum, &aggregate);
  volatile unsigned long long *vstatus = status;
  if (threadIdx.x == 0) {
    if (tile == 0) {
      vstatus[0] = pack(FLAG_PREFIX, aggregate);
      s_exclusive = 0;
    } else {
      vstatus[tile] = pack(FLAG_AGGREGATE, aggregate);
      int exclusive = 0;
      for (int pred = tile - 1; pred >= 0;) {
        unsigned long long word = vstatus[pred];
        unsigned long long flag = word >> 32;
        if (flag == 0) continue;  // not published yet: poll again
        exclusive += (int)(unsigned)(word & 0xffffffffull);
        if (flag == FLAG_PREFIX) break;
        --pred;
      }
      __threadfence();
      vstatus[tile] = pack(FLAG_PREFIX, exclusive + aggregate);
      s_exclusive = exclusive;
    }
  }
  __syncthreads();
  int running = s_exclusive + thread_prefix;
#pragma unroll
  for (int i = 0; i < ITEMS; ++i) {
    running += items[i];
    if (base + i < n) out[base + i] = running;
  }
}
