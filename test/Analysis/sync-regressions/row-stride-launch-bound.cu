// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// A 2-D kernel whose loops from threadIdx.x all step by one constant C is
// written for blockDim.x == C (with more threads per row, thread t + C would
// redo thread t's elements). A launch bound fixes the product of the block's
// dimensions, not their split, so the rule holds with one too. (Branch
// sync30: under __launch_bounds__(128) the shapes 16x8 and 32x4 stayed
// candidates and the kernel below got false errors, "threads (7,7) and
// (15,7)".)

// No diagnostic: 8 x 16 threads, each row's 16 columns covered by 8 threads.
__global__ void __launch_bounds__(128) rows_by_eight(const float *a, float *out) {
  __shared__ float A[16][17];
  const int k = threadIdx.x, row = threadIdx.y;
  for (int c = k; c < 16; c += 8)
    A[row][c] = a[row * 16 + c];
  __syncthreads();
  for (int c = k; c < 16; c += 8)
    out[row * 16 + c] = A[c][row];
}

// Under blockDim.x == 8 the two halves still collide: thread (k, row) and
// (k, row + 8) store to one element.
__global__ void __launch_bounds__(128) rows_by_eight_racy(const float *a, float *out) {
  __shared__ float A[8][17];
  const int k = threadIdx.x, row = threadIdx.y;
  for (int c = k; c < 16; c += 8)
    // CHECK: :[[@LINE+1]]:5: error: shared-memory race (write-after-write){{.*}}with a 8x16 block
    A[row & 7][c] = a[row * 16 + c];
  __syncthreads();
  for (int c = k; c < 16; c += 8)
    out[row * 16 + c] = A[c & 7][row & 15];
}
