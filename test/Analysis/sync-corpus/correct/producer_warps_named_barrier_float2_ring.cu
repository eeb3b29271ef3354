// Warp specialisation with named barriers: warps 0-1 (64 producer threads)
// stage chunks of 128 float2 into a two-slot ring and signal FULL(slot) with
// `bar.arrive`; warps 2-5 (128 consumer threads) wait on FULL(slot) with
// `bar.sync`, each read one float2 of the slot and its neighbour's, then
// signal EMPTY(slot), on which the producers wait before refilling it. Every
// barrier counts all 192 threads.
// RACECHECK-FALSE-ALARM: expected as for producer_consumer_named_barriers (racecheck does not order a bar.arrive before another warp's bar.sync on the same named barrier); not yet run on a GPU
// LAUNCH: grid=2 block=192 args=in:f32[4096]:rand out:f32[256]:zero chunks:i32=8
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define CHUNK 128
#define PRODUCERS 64
#define CONSUMERS 128

__device__ __forceinline__ void bar_sync(int id) { asm volatile("bar.sync %0, 192;" ::"r"(id) : "memory"); }
__device__ __forceinline__ void bar_arrive(int id) { asm volatile("bar.arrive %0, 192;" ::"r"(id) : "memory"); }

extern "C" __global__ void __launch_bounds__(PRODUCERS + CONSUMERS) producer_warps_named_barrier_float2_ring(const float2 *in, float *out,
                                                                                                           int chunks) {
  __shared__ float2 ring[2][CHUNK];
  const int t = threadIdx.x;
  const float2 *src = in + (size_t)blockIdx.x * chunks * CHUNK;
  if (t < PRODUCERS) {
    for (int c = 0; c < chunks; ++c) {
      const int slot = c & 1;
      if (c >= 2)
        bar_sync(3 + slot); // EMPTY(slot): chunk c - 2 is consumed
      ring[slot][t] = src[c * CHUNK + t];
      ring[slot][t + PRODUCERS] = src[c * CHUNK + t + PRODUCERS];
      bar_arrive(1 + slot); // FULL(slot)
    }
  } else {
    const int ct = t - PRODUCERS;
    float acc = 0.0f;
    for (int c = 0; c < chunks; ++c) {
      const int slot = c & 1;
      bar_sync(1 + slot);
      const float2 v = ring[slot][ct], w = ring[slot][(ct + 1) % CHUNK];
      acc += v.x * w.y - v.y * w.x;
      if (c + 2 < chunks)
        bar_arrive(3 + slot);
    }
    out[blockIdx.x * CONSUMERS + ct] = acc;
  }
}
