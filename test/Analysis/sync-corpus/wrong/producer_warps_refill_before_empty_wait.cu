// producer_warps_named_barrier_float2_ring with the producers' wait on
// EMPTY(slot) placed after the refill's first store instead of before it:
// the store into ring[slot][t] of chunk c may land while a consumer still
// reads that element of chunk c - 2.
// LAUNCH: grid=2 block=192 args=in:f32[4096]:rand out:f32[256]:zero chunks:i32=8
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s

#define CHUNK 128
#define PRODUCERS 64
#define CONSUMERS 128

__device__ __forceinline__ void bar_sync(int id) { asm volatile("bar.sync %0, 192;" ::"r"(id) : "memory"); }
__device__ __forceinline__ void bar_arrive(int id) { asm volatile("bar.arrive %0, 192;" ::"r"(id) : "memory"); }

extern "C" __global__ void __launch_bounds__(PRODUCERS + CONSUMERS) producer_warps_refill_before_empty_wait(const float2 *in, float *out,
                                                                                                           int chunks) {
  __shared__ float2 ring[2][CHUNK];
  const int t = threadIdx.x;
  const float2 *src = in + (size_t)blockIdx.x * chunks * CHUNK;
  if (t < PRODUCERS) {
    for (int c = 0; c < chunks; ++c) {
      const int slot = c & 1;
      // CHECK: producer_warps_refill_before_empty_wait.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      ring[slot][t] = src[c * CHUNK + t];
      if (c >= 2)
        bar_sync(3 + slot); // EMPTY(slot): too late for the store above
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
