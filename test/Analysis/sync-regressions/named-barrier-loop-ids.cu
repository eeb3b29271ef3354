// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | count 0
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: kilnc %s --arch=sm_90 -o /dev/null -DMOD_IDS 2>&1 | count 0
// RUN: kilnc %s --arch=sm_90 -o /dev/null -DFRESH_SLOTS 2>&1 | count 0
// RUN: not kilnc %s --arch=sm_90 -o /dev/null -DNO_EMPTY_WAIT 2>&1 | FileCheck %s --check-prefix=RACE
// RUN: not kilnc %s --arch=sm_90 -o /dev/null -DNO_EMPTY_WAIT -DMOD_IDS 2>&1 | FileCheck %s --check-prefix=RACE
// RUN: not kilnc %s --arch=sm_90 -o /dev/null -DONE_SLOT 2>&1 | FileCheck %s --check-prefix=ONE
// RUN: kilnc %s --arch=sm_90 -o /dev/null -DOTHER_ID_FORM 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// Issue 11 (branch sync22): producer and consumer warps in the two arms of
// `if (warp == 0)`, each looping over the chunks, with named barriers whose
// ids the chunk picks (`bar.arrive 1 + (c & 1)`). Such barriers are paired
// across the arms when their ids are the same expression of counters that
// start and step alike (1 + (c & 1), 1 + c % 2). An arm that never waits
// (only bar.arrive) is not held back by the other: where a loop of it holds
// a store and its barrier and the store's slot comes back (c & 1), a later
// iteration refills the slot the consumers may still read: an error with a
// witness at the store, whatever the ids (before: silent, as the arms with
// computed ids were not compared at all, and those with constant ids were
// taken as ordered by the pairing). An id of another form than its partner's
// is a warning naming the barrier: not proven either way.

#define CHUNK 128

__device__ __forceinline__ void bar_sync(int id) { asm volatile("bar.sync %0, 128;" ::"r"(id) : "memory"); }
__device__ __forceinline__ void bar_arrive(int id) { asm volatile("bar.arrive %0, 128;" ::"r"(id) : "memory"); }

#ifdef MOD_IDS
#define SLOT(c) ((c) % 2)
#else
#define SLOT(c) ((c) & 1)
#endif

#if defined(ONE_SLOT)
// One slot and constant ids: the producer refills it right after arriving.
__global__ void __launch_bounds__(128) ring(const float *in, float *out, int chunks) {
  __shared__ float buf[CHUNK];
  int t = threadIdx.x, warp = t / 32, lane = t % 32;
  if (warp == 0) {
    for (int c = 0; c < chunks; ++c) {
      for (int i = lane; i < CHUNK; i += 32)
        // ONE: named-barrier-loop-ids.cu:[[@LINE+1]]:{{[0-9]+}}: error: shared-memory race (write-after-read){{.*}}threads 32 and 0
        buf[i] = in[c * CHUNK + i];
      bar_arrive(1);
    }
  } else {
    float acc = 0.0f;
    for (int c = 0; c < chunks; ++c) {
      bar_sync(1);
      for (int i = t - 32; i < CHUNK; i += 96)
        acc += buf[i];
    }
    out[blockIdx.x * 96 + t - 32] = acc;
  }
}
#elif defined(FRESH_SLOTS)
// Every chunk has its own slot: the producer never refills one, so arriving
// without waiting is correct.
__global__ void __launch_bounds__(128) ring(const float *in, float *out) {
  __shared__ float buf[4][CHUNK];
  int t = threadIdx.x, warp = t / 32, lane = t % 32;
  if (warp == 0) {
    for (int c = 0; c < 4; ++c) {
      for (int i = lane; i < CHUNK; i += 32)
        buf[c][i] = in[c * CHUNK + i];
      bar_arrive(1 + (c & 1));
    }
  } else {
    float acc = 0.0f;
    for (int c = 0; c < 4; ++c) {
      bar_sync(1 + (c & 1));
      for (int i = t - 32; i < CHUNK; i += 96)
        acc += buf[c][i];
    }
    out[blockIdx.x * 96 + t - 32] = acc;
  }
}
#else
__global__ void __launch_bounds__(128) ring(const float *in, float *out, int chunks) {
  __shared__ float buf[2][CHUNK];
  int t = threadIdx.x, warp = t / 32, lane = t % 32;
  if (warp == 0) {
    for (int c = 0; c < chunks; ++c) {
      int slot = SLOT(c);
#ifndef NO_EMPTY_WAIT
      if (c >= 2)
        bar_sync(3 + slot); // EMPTY(slot)
#endif
      for (int i = lane; i < CHUNK; i += 32)
        // RACE: named-barrier-loop-ids.cu:[[@LINE+1]]:{{[0-9]+}}: error: shared-memory race (write-after-read){{.*}}threads 32 and 0
        buf[slot][i] = in[c * CHUNK + i];
      bar_arrive(1 + slot); // FULL(slot)
    }
  } else {
    float acc = 0.0f;
    for (int c = 0; c < chunks; ++c) {
      int slot = SLOT(c);
#ifdef OTHER_ID_FORM
      bar_sync(slot ? 2 : 1);
#else
      bar_sync(1 + slot);
#endif
      for (int i = t - 32; i < CHUNK; i += 96)
        // UNKNOWN: named-barrier-loop-ids.cu:[[@LINE+1]]:{{[0-9]+}}: warning: cannot prove this read {{.*}} race-free
        acc += buf[slot][i];
      if (c + 2 < chunks)
        bar_arrive(3 + slot);
    }
    out[blockIdx.x * 96 + t - 32] = acc;
  }
}
#endif
// RACE-NOT: warning
// ONE-NOT: warning
// UNKNOWN: note: this asm statement is the reason
