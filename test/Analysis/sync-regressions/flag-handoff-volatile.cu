// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// A handoff through volatile ready flags (HazardFlagHandoffs.cpp): the
// producer writes the data, fences, then sets the element's flag; the
// consumer spins on that flag, fences, then reads the element. Ordered
// without a barrier; take away either fence, set the flag first, or read an
// element other than the one waited for, and the race is back.

// Silent: the flag store and the spin are both volatile (no race between
// them), and the data is handed over by the flag.
__global__ void handoff(const float *in, float *out) {
  __shared__ float value[32];
  __shared__ int ready[32];
  const int t = threadIdx.x, lane = t & 31, warp = t >> 5;
  if (t < 32)
    ready[t] = 0;
  __syncthreads();
  if (warp == 0) {
    value[lane] = in[lane];
    __threadfence_block();
    ((volatile int *)ready)[lane] = 1;
  } else {
    const int slot = (lane + warp) & 31;
    while (((volatile int *)ready)[slot] != 1)
      ;
    __threadfence_block();
    out[t] = ((volatile float *)value)[slot];
  }
}

// The flag is set before the data is written.
__global__ void flag_first(const float *in, float *out) {
  __shared__ float value[32];
  __shared__ int ready[32];
  const int t = threadIdx.x, lane = t & 31, warp = t >> 5;
  if (t < 32)
    ready[t] = 0;
  __syncthreads();
  if (warp == 0) {
    ((volatile int *)ready)[lane] = 1;
    __threadfence_block();
    value[lane] = in[lane];
  } else {
    const int slot = (lane + warp) & 31;
    while (((volatile int *)ready)[slot] == 0)
      ;
    __threadfence_block();
    // CHECK: flag-handoff-volatile.cu:[[@LINE+1]]:{{.*}}error: shared-memory race (read-after-write)
    out[t] = ((volatile float *)value)[slot];
  }
}

// No fence between the producer's data and its flag.
__global__ void no_producer_fence(const float *in, float *out) {
  __shared__ float value[32];
  __shared__ int ready[32];
  const int t = threadIdx.x, lane = t & 31, warp = t >> 5;
  if (t < 32)
    ready[t] = 0;
  __syncthreads();
  if (warp == 0) {
    value[lane] = in[lane];
    ((volatile int *)ready)[lane] = 1;
  } else {
    const int slot = (lane + warp) & 31;
    while (((volatile int *)ready)[slot] == 0)
      ;
    __threadfence_block();
    // CHECK: flag-handoff-volatile.cu:[[@LINE+1]]:{{.*}}error: shared-memory race (read-after-write)
    out[t] = ((volatile float *)value)[slot];
  }
}

// No fence between the consumer's spin and its read.
__global__ void no_consumer_fence(const float *in, float *out) {
  __shared__ float value[32];
  __shared__ int ready[32];
  const int t = threadIdx.x, lane = t & 31, warp = t >> 5;
  if (t < 32)
    ready[t] = 0;
  __syncthreads();
  if (warp == 0) {
    value[lane] = in[lane];
    __threadfence_block();
    ((volatile int *)ready)[lane] = 1;
  } else {
    const int slot = (lane + warp) & 31;
    while (((volatile int *)ready)[slot] == 0)
      ;
    // CHECK: flag-handoff-volatile.cu:[[@LINE+1]]:{{.*}}error: shared-memory race (read-after-write)
    out[t] = ((volatile float *)value)[slot];
  }
}

// The consumer reads the element after the one it waited for.
__global__ void other_element(const float *in, float *out) {
  __shared__ float value[32];
  __shared__ int ready[32];
  const int t = threadIdx.x, lane = t & 31, warp = t >> 5;
  if (t < 32)
    ready[t] = 0;
  __syncthreads();
  if (warp == 0) {
    value[lane] = in[lane];
    __threadfence_block();
    ((volatile int *)ready)[lane] = 1;
  } else {
    const int slot = (lane + warp) & 31;
    while (((volatile int *)ready)[slot] == 0)
      ;
    __threadfence_block();
    // CHECK: flag-handoff-volatile.cu:[[@LINE+1]]:{{.*}}error: shared-memory race (read-after-write)
    out[t] = ((volatile float *)value)[(slot + 1) & 31];
  }
}

// The spin leaves on 2, which another element's producer stores with no
// data before it: that store releases nothing, the race stays.
__global__ void other_value(const float *in, float *out) {
  __shared__ float value[32];
  __shared__ int ready[32];
  const int t = threadIdx.x, lane = t & 31, warp = t >> 5;
  if (t < 32)
    ready[t] = 0;
  __syncthreads();
  if (warp == 0) {
    value[lane] = in[lane];
    __threadfence_block();
    ((volatile int *)ready)[lane] = 1;
    // Two lanes store to one flag, unordered (a race of its own).
    // CHECK: flag-handoff-volatile.cu:[[@LINE+1]]:{{.*}}error: warp-synchronous shared-memory access
    ((volatile int *)ready)[(lane + 1) & 31] = 2;
  } else {
    const int slot = (lane + warp) & 31;
    while (((volatile int *)ready)[slot] < 2)
      ;
    __threadfence_block();
    // CHECK: flag-handoff-volatile.cu:[[@LINE+1]]:{{.*}}error: shared-memory race (read-after-write)
    out[t] = ((volatile float *)value)[slot];
  }
}
