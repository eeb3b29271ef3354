// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// A store of per-thread values under a condition on per-thread loaded data
// (Rodinia b+tree's `keys[t] <= k && k < keys[t + 1]`: one thread for sorted
// keys) runs in two threads only if the data lets two pass: a warning, not an
// error (HazardAccesses.cpp, checkSameInstruction).

__global__ void bracket(const int *keys, const int *child, int key, int *out) {
  __shared__ int s_keys[65];
  __shared__ int s_next;
  s_keys[threadIdx.x] = keys[threadIdx.x];
  if (threadIdx.x == 0)
    s_keys[64] = keys[64];
  __syncthreads();
  if (s_keys[threadIdx.x] <= key && key < s_keys[threadIdx.x + 1])
    // CHECK: data-guarded-single-writer.cu:[[@LINE+1]]:{{.*}}warning: shared-memory race (write-after-write): several threads write the same element of @_Z7bracketPKiS0_iPi.s_next{{.*}}the condition at line [[#@LINE-1]] holds, which depends on loaded data and may hold in one thread only{{.*}}[-Wkiln-sync]
    s_next = child[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = s_next;
}

// A condition that reads the thread index directly (`t < n`, n loaded) picks
// a prefix of the threads, which stays an error.
__global__ void prefix(const int *n, int *out) {
  __shared__ int s;
  if (threadIdx.x < n[0])
    // CHECK: data-guarded-single-writer.cu:[[@LINE+1]]:{{.*}}error: shared-memory race (write-after-write)
    s = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = s;
}
