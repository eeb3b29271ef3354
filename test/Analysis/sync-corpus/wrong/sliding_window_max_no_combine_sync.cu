// sliding_window_max_van_herk_segments without the barrier between the segment scans and
// the combination: thread 0 reads suf[0] while thread 64 is still scanning that segment
// backwards (and pre[7], the last prefix of thread 0's own segment, is fine only for it).
// LAUNCH: grid=8 block=256 args=in:f32[2048]:rand out:f32[2048]:zero n:i32=2000
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TILE 256
#define WIN 8
#define SEGS ((TILE + WIN) / WIN)

extern "C" __global__ void __launch_bounds__(TILE) sliding_window_max_no_combine_sync(const float *in, float *out,
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
  const int i = threadIdx.x;
  if (base + i < n)
    // CHECK: sliding_window_max_no_combine_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    out[base + i] = fmaxf(suf[i], pre[i + WIN - 1]);
}
