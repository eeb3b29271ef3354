// tpacf_shared_bins without the barrier before a tile is reloaded: thread t
// overwrites sx[t] while other threads may still be reading it for the
// previous tile.
// LAUNCH: grid=4 block=128 args=px:f32[512]:rand py:f32[512]:rand n:i32=512 binb:f32[21]:iota(0,0.15) hist:u32[20]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BLOCK 128
#define NUM_BINS 20
#define WARPS (BLOCK / 32)

extern "C" __global__ void __launch_bounds__(BLOCK) tpacf_tile_reload_no_sync(const float *px, const float *py, int n,
                                                                      const float *binb, unsigned *hist) {
  __shared__ float sx[BLOCK], sy[BLOCK];
  __shared__ float s_binb[NUM_BINS + 1];
  __shared__ unsigned s_hist[WARPS][NUM_BINS];
  int t = threadIdx.x, warp = t / 32;
  for (int b = t; b < WARPS * NUM_BINS; b += BLOCK) s_hist[b / NUM_BINS][b % NUM_BINS] = 0;
  if (t <= NUM_BINS) s_binb[t] = binb[t];
  int me = blockIdx.x * BLOCK + t;
  float mx = px[me], my = py[me];
  for (int base = 0; base < n; base += BLOCK) {
    // CHECK: tpacf_tile_reload_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    sx[t] = px[base + t];
    sy[t] = py[base + t];
    __syncthreads();
    for (int j = 0; j < BLOCK; j++) {
      float dx = mx - sx[j], dy = my - sy[j];
      float d = sqrtf(dx * dx + dy * dy);
      if (d < s_binb[0] || d >= s_binb[NUM_BINS]) continue;
      int lo = 0, hi = NUM_BINS;
      while (hi - lo > 1) {
        int mid = (lo + hi) / 2;
        if (d >= s_binb[mid]) lo = mid;
        else hi = mid;
      }
      atomicAdd(&s_hist[warp][lo], 1u);
    }
  }
  __syncthreads();
  if (t < NUM_BINS) {
    unsigned sum = 0;
    for (int w = 0; w < WARPS; w++) sum += s_hist[w][t];
    atomicAdd(&hist[t], sum);
  }
}
