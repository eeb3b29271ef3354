// Warp-specialised producer/consumer with PTX named barriers: warps 0-1
// stage a 64-element tile, arrive on barrier 1 ("full") and wait on barrier
// 2 ("empty"); warps 2-3 wait on barrier 1, consume the tile and arrive on
// barrier 2. Both barriers count all 128 threads.
// RACECHECK-FALSE-ALARM: racecheck does not order a bar.arrive before the bar.sync of another warp on the same named barrier: on the H200 it reports the consumers' read of buf against the producers' next write (WAR) for nvcc's build as for kilnc's, although the producers' bar.sync 2 waits for the consumers' bar.arrive 2, which follows their read
// LAUNCH: grid=2 block=128 args=in:f32[512]:rand out:f32[512]:zero tiles:i32=4
// A warning is expected, and only that: the kernel is correct, but the analysis
// does not follow the order a named barrier gives between the warps that
// `bar.arrive` on it and those that `bar.sync` on it, so the next tile's store
// into buf is "cannot prove race-free" (not a proven race) across bar.arrive.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s '--implicit-check-not=error:'
// CHECK: producer_consumer_named_barriers.cu:[[#@LINE+12]]:7: warning: cannot prove this write of @producer_consumer_named_barriers.buf race-free
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(128) producer_consumer_named_barriers(const float *in, float *out,
                                                                                  int tiles) {
  __shared__ float buf[64];
  int t = threadIdx.x;
  int warp = t >> 5;
  for (int i = 0; i < tiles; ++i) {
    int at = (blockIdx.x * tiles + i) * 64;
    if (warp < 2) {
      buf[t] = in[at + t];
      asm volatile("bar.arrive 1, 128;" ::: "memory");
      asm volatile("bar.sync 2, 128;" ::: "memory");
    } else {
      asm volatile("bar.sync 1, 128;" ::: "memory");
      out[at + t - 64] = 2.0f * buf[127 - t];
      asm volatile("bar.arrive 2, 128;" ::: "memory");
    }
  }
}
