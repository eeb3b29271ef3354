// Single-pass inclusive scan with decoupled look-back (Merrill & Garland): tiles
// are taken in launch order from a global counter broadcast through shared
// memory, the block scans its tile with warp shuffles and shared warp totals,
// publishes its aggregate, and warp 0 looks back over a window of 32
// predecessors at a time (status flags read volatile; __any_sync spins while one
// is not ready; __ballot_sync finds the nearest inclusive prefix). Lane 0
// publishes the inclusive prefix and shares the exclusive one via shared memory.
// LAUNCH: grid=16 block=128 tol=1e-4 args=in:f32[2048]:rand out:f32[2048]:zero tile_counter:i32[1]:zero flags:i32[16]:zero aggs:f32[16]:zero prefixes:f32[16]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define FLAG_NONE 0
#define FLAG_AGG 1
#define FLAG_PREFIX 2
#define FULL 0xffffffffu

extern "C" __global__ void decoupled_lookback_warp_window(const float *in, float *out, int *tile_counter, int *flags,
                                                           float *aggs, float *prefixes) {
  __shared__ int s_tile;
  __shared__ float s_warp[32];
  __shared__ float s_exclusive;
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const int nwarps = blockDim.x >> 5;
  if (threadIdx.x == 0)
    s_tile = atomicAdd(tile_counter, 1);
  __syncthreads();
  const int tile = s_tile;
  const int i = tile * blockDim.x + threadIdx.x;

  float v = in[i];
  for (int o = 1; o < 32; o <<= 1) {
    float n = __shfl_up_sync(FULL, v, o);
    if (lane >= o)
      v += n;
  }
  if (lane == 31)
    s_warp[warp] = v;
  __syncthreads();
  float warp_prefix = 0.0f, total = 0.0f;
  for (int w = 0; w < nwarps; ++w) {
    float t = s_warp[w];
    if (w < warp)
      warp_prefix += t;
    total += t;
  }
  v += warp_prefix;

  if (threadIdx.x == 0) {
    if (tile == 0) {
      prefixes[0] = total;
      __threadfence();
      atomicExch(&flags[0], FLAG_PREFIX);
    } else {
      aggs[tile] = total;
      __threadfence();
      atomicExch(&flags[tile], FLAG_AGG);
    }
  }

  if (warp == 0 && tile > 0) {
    float exclusive = 0.0f;
    int window_end = tile - 1;
    while (true) {
      int p = window_end - lane;
      int f = p >= 0 ? ((volatile int *)flags)[p] : FLAG_PREFIX;
      if (__any_sync(FULL, f == FLAG_NONE))
        continue;
      __threadfence();
      float val = p < 0 ? 0.0f : (f == FLAG_PREFIX ? ((volatile float *)prefixes)[p] : ((volatile float *)aggs)[p]);
      unsigned pmask = __ballot_sync(FULL, f == FLAG_PREFIX);
      int first = pmask ? __ffs(pmask) - 1 : 32;
      float c = lane <= first ? val : 0.0f;
      for (int o = 16; o > 0; o >>= 1)
        c += __shfl_xor_sync(FULL, c, o);
      exclusive += c;
      if (pmask)
        break;
      window_end -= 32;
    }
    if (lane == 0) {
      prefixes[tile] = exclusive + total;
      __threadfence();
      atomicExch(&flags[tile], FLAG_PREFIX);
      s_exclusive = exclusive;
    }
  }
  __syncthreads();
  if (tile > 0)
    v += s_exclusive;
  out[i] = v;
}
