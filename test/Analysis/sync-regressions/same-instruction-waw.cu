// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// Issue 11: every thread writing its threadIdx.x into one __shared__ int is a
// write-after-write race of one instruction with itself (different values),
// which compiled silently.
__global__ void who_wins(int *out) {
  __shared__ int who;
  // CHECK: same-instruction-waw.cu:[[@LINE+1]]:{{.*}}error: shared-memory race (write-after-write): several threads write the same element of @_Z8who_winsPi.who with this store, with different values (with a 1024-thread block, threads {{[0-9]+}} and {{[0-9]+}}, @_Z8who_winsPi.who[0]); no barrier orders them
  who = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = who;
}

// Two threads per slot, different values: t / 2 collides for t = 0 and 1.
__global__ void halves(int *out) {
  __shared__ int s[512];
  // CHECK: same-instruction-waw.cu:[[@LINE+1]]:{{.*}}error: shared-memory race (write-after-write): several threads write the same element
  s[threadIdx.x / 2] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = s[threadIdx.x / 2];
}

// Each thread stores its own loaded element: plain stores of per-thread
// values with nothing ordering them race whatever the data (an error).
__global__ void loaded(const int *in, int *out) {
  __shared__ int last;
  // CHECK: same-instruction-waw.cu:[[@LINE+1]]:{{.*}}error: shared-memory race (write-after-write): several threads write the same element of @_Z6loadedPKiPi.last with this store{{.*}}threads {{[0-9]+}} and {{[0-9]+}}
  last = in[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = last;
}

// A warp-uniform value (a vote): warps may or may not agree, undecided (a
// warning).
__global__ void per_warp(const int *in, int *out) {
  __shared__ int pick;
  int v = __any_sync(0xffffffff, in[threadIdx.x] > 0);
  // CHECK: same-instruction-waw.cu:[[@LINE+1]]:{{.*}}warning: shared-memory race (write-after-write): several threads write the same element of @_Z8per_warpPKiPi.pick with this store{{.*}}(undecided: the stored value is not known to be the same in every thread) [-Wkiln-sync]
  pick = v;
  __syncthreads();
  out[threadIdx.x] = pick;
}

// The same value everywhere, or one writer: no race.
// CHECK-NOT: same-instruction-waw.cu:{{(4[6-9]|5[0-9])}}:{{.*}}{{error|warning}}
__global__ void benign(const int *in, int *out, int flag) {
  __shared__ int done, first;
  done = flag;
  if (threadIdx.x == 0)
    first = in[blockIdx.x];
  __syncthreads();
  out[threadIdx.x] = done + first;
}
