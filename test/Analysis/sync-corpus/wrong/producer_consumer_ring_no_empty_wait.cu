// producer_consumer_bar_arrive_ring without the producer's wait on EMPTY(slot):
// warp 0 refills ring[slot] with chunk c while the consumers may still be
// reading chunk c - 2 from it.
// LAUNCH: grid=4 block=128 args=in:f32[16384]:rand out:f32[384]:zero chunks:i32=32
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define CHUNK 128

__device__ __forceinline__ void bar_sync(int id) { asm volatile("bar.sync %0, 128;" ::"r"(id) : "memory"); }
__device__ __forceinline__ void bar_arrive(int id) { asm volatile("bar.arrive %0, 128;" ::"r"(id) : "memory"); }

extern "C" __global__ void __launch_bounds__(128) producer_consumer_ring_no_empty_wait(const float *in, float *out, int chunks) {
  __shared__ float ring[2][CHUNK];
  int t = threadIdx.x, warp = t / 32, lane = t % 32;
  const float *src = in + (size_t)blockIdx.x * chunks * CHUNK;
  if (warp == 0) {
    for (int c = 0; c < chunks; ++c) {
      int slot = c & 1;
      for (int i = lane; i < CHUNK; i += 32)
        // CHECK: producer_consumer_ring_no_empty_wait.cu:[[@LINE+1]]: {{error|warning}} race
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
