// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=warning:
// Mutual exclusion (HazardLocks.cpp, option `locks` of the hazard analysis):
// plain shared-memory accesses that run while their thread holds one spin
// lock cannot overlap, whatever their addresses; an access after the release
// (or before the acquisition) still races.

// CAS lock, Volta-style spin: silent.
__global__ void cas_spin(const int *in, int *out) {
  __shared__ int lock, count, last;
  if (threadIdx.x == 0)
    lock = count = last = 0;
  __syncthreads();
  if (in[threadIdx.x] > 0) {
    while (atomicCAS(&lock, 0, 1) != 0)
      ;
    __threadfence_block();
    count = count + 1;
    last = threadIdx.x;
    __threadfence_block();
    atomicExch(&lock, 0);
  }
  __syncthreads();
  out[threadIdx.x] = count + last;
}

// The done-flag loop (no intra-warp livelock on pre-Volta GPUs): silent.
__global__ void done_flag(const float *in, float *out) {
  __shared__ int lock;
  __shared__ float best;
  if (threadIdx.x == 0)
    lock = 0, best = 0.0f;
  __syncthreads();
  float v = in[threadIdx.x];
  bool done = false;
  while (!done) {
    if (atomicCAS(&lock, 0, 1) == 0) {
      if (v > best)
        best = v;
      atomicExch(&lock, 0);
      done = true;
    }
  }
  __syncthreads();
  out[threadIdx.x] = best;
}

// Test-and-set with atomicExch, released by a plain volatile store: silent.
__global__ void test_and_set(const int *in, int *out) {
  __shared__ int lock, total;
  if (threadIdx.x == 0)
    lock = total = 0;
  __syncthreads();
  while (atomicExch(&lock, 1) != 0)
    ;
  total += in[threadIdx.x];
  __threadfence_block();
  *(volatile int *)&lock = 0;
  __syncthreads();
  out[threadIdx.x] = total;
}

// A ticket lock: silent.
__global__ void ticket(const int *in, int *out) {
  __shared__ unsigned next, serving;
  __shared__ int total;
  if (threadIdx.x == 0)
    next = serving = 0, total = 0;
  __syncthreads();
  unsigned t = atomicAdd(&next, 1u);
  while (*(volatile unsigned *)&serving != t)
    ;
  total += in[threadIdx.x];
  atomicAdd(&serving, 1u);
  __syncthreads();
  out[threadIdx.x] = total;
}

// The update after the release is outside the section: an error.
__global__ void after_release(const int *in, int *out) {
  __shared__ int lock, count;
  if (threadIdx.x == 0)
    lock = count = 0;
  __syncthreads();
  while (atomicCAS(&lock, 0, 1) != 0)
    ;
  int c = count;
  atomicExch(&lock, 0);
  // CHECK: critical-section-locks.cu:[[@LINE+1]]:{{.*}}error: shared-memory race
  count = c + 1;
  __syncthreads();
  out[threadIdx.x] = count;
}

// A lock whose word differs per thread (one lock per thread's bucket) orders
// nothing between threads of different buckets: an error.
__global__ void per_thread_lock(const int *in, int *out) {
  __shared__ int locks[32], total;
  if (threadIdx.x < 32)
    locks[threadIdx.x] = 0;
  if (threadIdx.x == 0)
    total = 0;
  __syncthreads();
  int *l = &locks[threadIdx.x % 32];
  while (atomicCAS(l, 0, 1) != 0)
    ;
  // CHECK: critical-section-locks.cu:[[@LINE+1]]:{{.*}}error: shared-memory race
  total += in[threadIdx.x];
  atomicExch(l, 0);
  __syncthreads();
  out[threadIdx.x] = total;
}

// Two different locks: an error.
__global__ void two_locks(const int *in, int *out) {
  __shared__ int la, lb, total;
  if (threadIdx.x == 0)
    la = lb = total = 0;
  __syncthreads();
  while (atomicCAS(&la, 0, 1) != 0)
    ;
  total += in[threadIdx.x];
  atomicExch(&la, 0);
  while (atomicCAS(&lb, 0, 1) != 0)
    ;
  // CHECK: critical-section-locks.cu:[[@LINE+1]]:{{.*}}error: shared-memory race
  total += 2 * in[threadIdx.x];
  atomicExch(&lb, 0);
  __syncthreads();
  out[threadIdx.x] = total;
}
