// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// Issue 11 (branch probe19): a block-strided `while` loop whose index is
// fixed up in an if (Rodinia heartwall's column-major template copy, `row =
// (e + 1) % 25 - 1; if (... == 0) { row = 24; col -= 1; }`) stored at an
// address that reads the merged row and column: "not an affine function".
// The executions listing (HazardExecutions.cpp) now follows an if/else's
// merged value as a select on its condition, which the thread tables
// evaluate, so the store is listed (thread, byte) like any strided access.

#define N 25
#define ELEM (N * N)

// Read before the barrier: thread 7 stores t[7], thread 32 reads it.
// CHECK: merged-index-executions.cu:[[@LINE+16]]:{{[0-9]+}}: error: shared-memory race (read-after-write){{.*}}threads 7 and 32, @{{.*}}t[7], when in some iteration of the block-strided loops at line [[#@LINE+4]])
__global__ void __launch_bounds__(128) fixup_no_sync(const float *in, float *out) {
  __shared__ float t[ELEM];
  int e = threadIdx.x;
  while (e < ELEM) {
    int row = (e + 1) % N - 1;
    int col = (e + 1) / N;
    if ((e + 1) % N == 0) {
      row = N - 1;
      col = col - 1;
    }
    t[col * N + row] = in[blockIdx.x * ELEM + col * N + row];
    e += 128;
  }
  float sum = 0.0f;
  for (int c = 0; c < N; ++c)
    sum += t[c * N + threadIdx.x % N];
  out[blockIdx.x * 128 + threadIdx.x] = sum;
}

// With the barrier: silent (every (row, col) is one thread's).
// CHECK-NOT: {{error:|warning:}}
__global__ void __launch_bounds__(128) fixup_sync(const float *in, float *out) {
  __shared__ float t[ELEM];
  int e = threadIdx.x;
  while (e < ELEM) {
    int row = (e + 1) % N - 1;
    int col = (e + 1) / N;
    if ((e + 1) % N == 0) {
      row = N - 1;
      col = col - 1;
    }
    t[col * N + row] = in[blockIdx.x * ELEM + col * N + row];
    e += 128;
  }
  __syncthreads();
  float sum = 0.0f;
  for (int c = 0; c < N; ++c)
    sum += t[c * N + threadIdx.x % N];
  out[blockIdx.x * 128 + threadIdx.x] = sum;
}
