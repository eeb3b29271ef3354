// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// Issue 11, branch sync10: `takeA ? sa[i] : sb[j]` with i, j found by a
// binary search (per-thread data) is one load of a pointer merged from the
// two arms. The arms' addresses are not affine, but each names its array:
// two inexact accesses of sa and sb. Before, the merged load was a read of
// unknown shared memory, "cannot prove free of a race" with the store into
// sc (a warning on a correct merge-path kernel).

// CHECK-NOT: merged-pointer-inexact-sides.cu:{{1[0-9]|2[0-9]}}:{{.*}}{{error|warning}}
__global__ void __launch_bounds__(256) merge_step(int *out, const int *A, const int *B, const int *split) {
  __shared__ int sa[256], sb[256], sc[256];
  int t = threadIdx.x;
  sa[t] = A[t];
  sb[t] = B[t];
  __syncthreads();
  int i = split[t] & 255, j = (t - i) & 255;
  bool takeA = split[t] & 256;
  sc[t] = takeA ? sa[i] : sb[j];
  __syncthreads();
  out[t] = sc[(t + 1) & 255];
}

// The same merge with a store into sa in between: the sa arm still meets it
// (a warning, the index is data).
// CHECK: merged-pointer-inexact-sides.cu:[[@LINE+9]]:{{.*}}warning: cannot prove this read of @{{.*}}merged_step_racy{{.*}}.sa
__global__ void __launch_bounds__(256) merged_step_racy(int *out, const int *A, const int *B, const int *split) {
  __shared__ int sa[256], sb[256];
  int t = threadIdx.x;
  sa[t] = A[t];
  sb[t] = B[t];
  __syncthreads();
  int i = split[t] & 255, j = (t - i) & 255;
  sa[(t + 1) & 255] = 0;
  int v = sa[i] <= sb[j] ? sa[i] : sb[j];
  out[t] = v;
}
