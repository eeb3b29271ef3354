// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// Issue 11 (branch sync12): Rodinia leukocyte's IMGVF load walks a flat m x n
// matrix in rounds of its 320 threads, element x = t + 320 * round split into
// `(x / n) * n + x % n` with n a kernel argument. The division by a value was
// not recombined (only constants were), and with the round count unknown
// (m * n / 320) the store "met itself in an earlier iteration" (a warning).
// Now `(x / u) * u + x % u` is x for any u, and two executions whose
// addresses differ only in one counter with a step wider than the threads'
// span (320 elements against 320 threads) meet only in one round.

// CHECK-NOT: wide-counter-step.cu:{{(1[0-9]|2[0-9])}}:{{.*}}{{error|warning}}
__global__ void __launch_bounds__(320) flat_rounds(const float *in, float *out, int m, int n) {
  __shared__ float tile[1024];
  int rounds = (m * n + 319) / 320;
  for (int r = 0; r < rounds; r++) {
    int x = threadIdx.x + r * 320;
    int i = x / n, j = x % n;
    if (i < m)
      tile[i * n + j] = in[i * n + j];
  }
  __syncthreads();
  out[threadIdx.x] = tile[threadIdx.x];
}

// A step of 64 elements for 320 threads: thread 64 in round 0 and thread 0 in
// round 1 store one element, and nothing orders them.
// CHECK: wide-counter-step.cu:[[@LINE+7]]:{{.*}}: {{error|warning}}: {{.*}}write-after-write
__global__ void __launch_bounds__(320) narrow_rounds(const float *in, float *out, int m, int n) {
  __shared__ float tile[2048];
  int rounds = (m * n + 319) / 320;
  for (int r = 0; r < rounds; r++) {
    int x = threadIdx.x + r * 64;
    if (x < 2048)
      tile[x] = in[x];
  }
  __syncthreads();
  out[threadIdx.x] = tile[threadIdx.x];
}

// Not the identity (the remainder divides by another value): not x.
// CHECK: wide-counter-step.cu:[[@LINE+7]]:{{.*}}: {{error|warning}}: {{.*}}write-after-write
__global__ void __launch_bounds__(320) not_divrem(const float *in, float *out, int m, int n) {
  __shared__ float tile[1024];
  int rounds = (m * n + 319) / 320;
  for (int r = 0; r < rounds; r++) {
    int x = threadIdx.x + r * 320;
    if (x / n < m)
      tile[(x / n) * n + x % m] = in[x];
  }
  __syncthreads();
  out[threadIdx.x] = tile[threadIdx.x];
}
