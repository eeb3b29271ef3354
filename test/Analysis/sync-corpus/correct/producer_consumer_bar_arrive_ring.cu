// Producer/consumer warps over a two-slot ring with named barriers (the
// CudaDMA style): warp 0 loads a chunk into ring[slot] and signals FULL(slot)
// with `bar.arrive`; warps 1..3 wait on FULL(slot) with `bar.sync`, reduce
// the chunk, and signal EMPTY(slot) with `bar.arrive`, on which the producer
// waits with `bar.sync` before refilling the slot. Each barrier counts all
// 128 threads (32 producers + 96 consumers).
// RACECHECK-FALSE-ALARM: expected as for producer_consumer_named_barriers (racecheck does not order a bar.arrive before another warp's bar.sync on the same named barrier): the consumers' read of ring[slot] against the producer's refill after its bar.sync on EMPTY(slot); not yet run on a GPU
// LAUNCH: grid=4 block=128 args=in:f32[16384]:rand out:f32[384]:zero chunks:i32=32
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define CHUNK 128

__device__ __forceinline__ void bar_sync(int id) { asm volatile("bar.sync %0, 128;" ::"r"(id) : "memory"); }
__device__ __forceinline__ void bar_arrive(int id) { asm volatile("bar.arrive %0, 128;" ::"r"(id) : "memory"); }

extern "C" __global__ void __launch_bounds__(128) producer_consumer_bar_arrive_ring(const float *in, float *out, int chunks) {
  __shared__ float ring[2][CHUNK];
  int t = threadIdx.x, warp = t / 32, lane = t % 32;
  const float *src = in + (size_t)blockIdx.x * chunks * CHUNK;
  if (warp == 0) {
    for (int c = 0; c < chunks; ++c) {
      int slot = c & 1;
      if (c >= 2)
        bar_sync(3 + slot); // EMPTY(slot): the consumers are done with chunk c - 2
      for (int i = lane; i < CHUNK; i += 32)
        ring[slot][i] = src[c * CHUNK + i];
      bar_arrive(1 + slot); // FULL(slot)
    }
  } else {
    int ct = t - 32;
    float acc = 0.0f;
    for (int c = 0; c < chunks; ++c) {
      int slot = c & 1;
      bar_sync(1 + slot);
      for (int i = ct; i < CHUNK; i += 96)
        acc += ring[slot][i];
      if (c + 2 < chunks)
        bar_arrive(3 + slot);
    }
    out[blockIdx.x * 96 + ct] = acc;
  }
}
