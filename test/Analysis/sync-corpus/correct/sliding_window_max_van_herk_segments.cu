// Sliding-window maximum (van Herk / Gil-Werman) over one tile per block. The tile and its
// right apron are cut into segments of WIN values; the first threads run the prefix maximum
// of one segment each, forwards, and the threads of the third warp the suffix maximum of one
// segment each, backwards. Output i then combines the suffix at i with the prefix at
// i + WIN - 1, which lies in the next segment, written by another thread.
// LAUNCH: grid=8 block=256 args=in:f32[2048]:rand out:f32[2048]:zero n:i32=2000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TILE 256
#define WIN 8
#define SEGS ((TILE + WIN) / WIN)

extern "C" __global__ void __launch_bounds__(TILE) sliding_window_max_van_herk_segments(const float *in, float *out,
                                                                                         int n) {
  __shared__ float pre[TILE + WIN];
  __shared__ float suf[TILE + WIN];
  const int base = blockIdx.x * TILE;
  for (int i = threadIdx.x; i < TILE + WIN; i += blockDim.x) {
    const int g = base + i;
    const float v = g < n ? in[g] : -INFINITY;
    pre[i] = v;
    suf[i] = v;
  }
  __syncthreads();
  if (threadIdx.x < SEGS) {
    float *p = pre + threadIdx.x * WIN;
    for (int j = 1; j < WIN; ++j)
      p[j] = fmaxf(p[j], p[j - 1]);
  } else if (threadIdx.x >= 64 && threadIdx.x < 64 + SEGS) {
    float *s = suf + (threadIdx.x - 64) * WIN;
    for (int j = WIN - 2; j >= 0; --j)
      s[j] = fmaxf(s[j], s[j + 1]);
  }
  __syncthreads();
  const int i = threadIdx.x;
  if (base + i < n)
    out[base + i] = fmaxf(suf[i], pre[i + WIN - 1]);
}
