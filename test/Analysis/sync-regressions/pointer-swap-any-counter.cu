// RUN: kilnc %s --arch=sm_90 -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --arch=sm_90 -o /dev/null -DNO_SYNC_HALVING 2>&1 | FileCheck %s --check-prefix=HALVING
// RUN: not kilnc %s --arch=sm_90 -o /dev/null -DNO_SYNC_DYNAMIC 2>&1 | FileCheck %s --check-prefix=DYNAMIC
// RUN: not kilnc %s --arch=sm_90 -o /dev/null -DNO_SYNC_UNCOUNTED 2>&1 | FileCheck %s --check-prefix=UNCOUNTED
// RUN: kilnc %s --arch=sm_90 -o /dev/null -DNO_SYNC_PICKED 2>&1 | FileCheck %s --check-prefix=PICKED
// Issue 11 (branch sync16): pointers swapped round a loop were followed to
// their shared arrays only when the loop counted up by one; a Stockham FFT
// whose stage width doubles (`len <<= 1`) compiled silently without its
// per-stage barrier, its accesses taken for global memory. The swap's stage
// is now the iteration's parity (or its place in a longer rotation) under any
// counter from a constant whose step is a function of itself (its values
// iteration by iteration), or, without one, the iteration alone; the starts
// may be any shared address with a constant offset under the block shape
// (`smem + blockDim.x`). A pointer whose every origin is shared but whose
// array is not known is shared memory of unknown place (a warning), no longer
// global memory.
#define N 256

// The stage width halves (`half >>= 1`); each stage reads what the previous
// one wrote.
__global__ void __launch_bounds__(128) halving(const float *in, float *out) {
  __shared__ float a[N], b[N];
  int t = threadIdx.x;
  a[t] = in[t];
  a[t + 128] = in[t + 128];
  __syncthreads();
  float *src = a, *dst = b;
  for (int half = 128; half > 0; half >>= 1) {
    int k = t % half;
    // HALVING: pointer-swap-any-counter.cu:[[@LINE+1]]:{{.*}} error: shared-memory race (read-after-write): this read of {@{{.*}}a, @{{.*}}b} {{.*}}threads {{[0-9]+}} and {{[0-9]+}}
    dst[t] = src[k] + src[k + half];
    dst[t + 128] = src[k] - src[k + half];
#ifndef NO_SYNC_HALVING
    __syncthreads();
#endif
    float *tmp = src;
    src = dst;
    dst = tmp;
  }
  out[t] = src[t];
}

// Two halves of dynamic shared memory, the second at blockDim.x, swapped
// every sweep of a loop counting by two.
__global__ void dynamic_swap(const float *in, float *out, int sweeps) {
  extern __shared__ float smem[];
  float *cur = smem, *nxt = smem + blockDim.x;
  int t = threadIdx.x, n = blockDim.x;
  cur[t] = in[t];
  __syncthreads();
  for (int s = 0; s < sweeps; s += 2) {
    // DYNAMIC: pointer-swap-any-counter.cu:[[@LINE+1]]:{{.*}} error: shared-memory race (read-after-write): this read of <dynamic shared> {{.*}}threads
    nxt[t] = cur[(t + 1) % n];
#ifndef NO_SYNC_DYNAMIC
    __syncthreads();
#endif
    float *tmp = cur;
    cur = nxt;
    nxt = tmp;
  }
  out[t] = cur[t];
}

// No counter: the loop runs until the data says stop.
__global__ void __launch_bounds__(256) until_converged(const float *in, float *out, const int *stop) {
  __shared__ float a[N], b[N];
  int t = threadIdx.x;
  a[t] = in[t];
  __syncthreads();
  float *src = a, *dst = b;
  int more = 1;
  while (more) {
    // UNCOUNTED: pointer-swap-any-counter.cu:[[@LINE+1]]:{{.*}} error: shared-memory race (read-after-write): this read of {@{{.*}}a, @{{.*}}b} {{.*}}threads
    dst[t] = 0.5f * (src[t] + src[(t + 1) % N]);
#ifndef NO_SYNC_UNCOUNTED
    __syncthreads();
#endif
    float *tmp = src;
    src = dst;
    dst = tmp;
    more = stop[0] > 0;
  }
  out[t] = src[t];
}

// A pointer the data picks among shared arrays: shared memory, place unknown.
__global__ void __launch_bounds__(256) data_picked(const float *in, float *out, const int *pick, int steps) {
  __shared__ float a[N + 1], b[N + 1];
  int t = threadIdx.x;
  float *p = a;
  for (int s = 0; s < steps; ++s) {
    p[t] = in[s * N + t];
#ifndef NO_SYNC_PICKED
    __syncthreads();
#endif
    // PICKED: pointer-swap-any-counter.cu:[[@LINE+1]]:{{.*}} warning: cannot prove this read of shared memory free of a race (read-after-write) with the write at line [[#@LINE-4]]: the pointer at line [[#@LINE-4]] points into shared memory, but which array
    out[s * N + t] = p[t + 1];
    __syncthreads();
    p = pick[s] ? a : b;
  }
}
