// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// Issue 11: the thread that sees a given result of an atomic add on one word
// is the only one that runs what the comparison guards, since the adds
// return distinct values: `if (atomicAdd(&arrived, 1) == blockDim.x - 1)`
// (the last thread to arrive) and libcu++'s pipeline quit() (`fetch_sub(d)
// == d`: the thread that took the count to zero destroys the barriers). Its
// writes were "several threads write the same element ... threads 32 and
// 0" (HazardLocks.cpp: such a section is held for good, as a lock that is
// never released). Shared counters only where the word and the compared
// value are the block's.

// Correct: the last arrival writes the block's result alone.
__global__ void last_arrival_writes(const int *in, int *out) {
  __shared__ int arrived, result[4];
  if (threadIdx.x == 0)
    arrived = 0;
  __syncthreads();
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  if (atomicAdd(&arrived, 1) == blockDim.x - 1)
    for (int k = 0; k < 4; ++k)
      result[k] = v + k;
  __syncthreads();
  out[blockIdx.x * blockDim.x + threadIdx.x] = result[threadIdx.x & 3];
}

// Correct: counting down with atomicSub, the thread that took it to zero.
__global__ void count_down_to_zero(int *out) {
  __shared__ unsigned left;
  __shared__ int owner;
  if (threadIdx.x == 0)
    left = blockDim.x;
  __syncthreads();
  if (atomicSub(&left, 1u) == 1u)
    owner = threadIdx.x;
  __syncthreads();
  out[blockIdx.x] = owner;
}

// Wrong: the compared value is the thread's own, so every thread whose add
// returns its index writes: several may.
__global__ void per_thread_target(int *out) {
  __shared__ int arrived, owner;
  if (threadIdx.x == 0)
    arrived = 0;
  __syncthreads();
  // CHECK: [[@LINE+1]]:{{[0-9]+}}: error: shared-memory race (write-after-write)
  if (atomicAdd(&arrived, 1) == (int)threadIdx.x) owner = threadIdx.x;
  __syncthreads();
  out[blockIdx.x] = owner;
}

// Wrong: an exchange's old value is not distinct (many threads may see 0).
__global__ void exchange_not_unique(int *out) {
  __shared__ int flag, owner;
  if (threadIdx.x == 0)
    flag = 0;
  __syncthreads();
  // CHECK: [[@LINE+1]]:{{[0-9]+}}: error: shared-memory race (write-after-write)
  if (atomicExch(&flag, (int)threadIdx.x) == 0) owner = threadIdx.x;
  __syncthreads();
  out[blockIdx.x] = owner;
}
