// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// Issue 11 (branch probe17): one store executed by every thread at an index
// that per-thread data picks within a range (`owner[key & 127] = t`) writes
// different values to one element whenever two threads' keys agree, with
// nothing ordering the writes. It compiled silently: the one-instruction
// check skipped data-dependent indices and the pairwise checks never pair a
// straight-line store with itself. Whether two keys agree depends on the
// data, so the verdict is a warning naming two threads that can meet.

// CHECK: data-indexed-store.cu:[[#@LINE+7]]:{{.*}}warning: shared-memory race (write-after-write): several threads write the same element of @{{.*}}owner with this store{{.*}}(undecided: the index at line [[#@LINE+7]] is per-thread data, so threads 0 and 1 store to one element whenever their data agree)
__global__ void scatter_by_key(const int *keys, int *out) {
  __shared__ int owner[128];
  int t = threadIdx.x;
  owner[t] = -1;
  __syncthreads();
  int key = keys[blockIdx.x * 128 + t];
  owner[key & 127] = t;
  __syncthreads();
  out[blockIdx.x * 128 + t] = owner[t];
}

// Silent: every thread stores the same value (a flag), so writers agree.
// CHECK-NOT: data-indexed-store.cu:{{(2[4-9]|3[0-9])}}:{{.*}}{{error|warning}}
__global__ void mark_by_key(const int *keys, int *out) {
  __shared__ int seen[128];
  int t = threadIdx.x;
  seen[t] = 0;
  __syncthreads();
  seen[keys[blockIdx.x * 128 + t] & 127] = 1;
  __syncthreads();
  out[blockIdx.x * 128 + t] = seen[t];
}

// Silent: each thread's range is its own four slots.
// CHECK-NOT: data-indexed-store.cu:{{(3[6-9]|4[0-9])}}:{{.*}}{{error|warning}}
__global__ void __launch_bounds__(128) private_slots(const int *keys, int *out) {
  __shared__ int slot[512];
  int t = threadIdx.x;
  slot[t * 4 + (keys[blockIdx.x * 128 + t] & 3)] = t;
  __syncthreads();
  out[blockIdx.x * 128 + t] = slot[t * 4];
}
