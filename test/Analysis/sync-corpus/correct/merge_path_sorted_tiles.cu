// Merge of two sorted 256-element tiles per block: both tiles are staged in
// shared memory, each thread finds its two outputs' split point on the merge
// path by a binary search over the tiles, merges two elements into a shared
// output tile, and the block writes the tile out coalesced.
// LAUNCH: grid=2 block=256 args=out:i32[1024]:zero A:i32[512]:iota B:i32[512]:iota(1,2)
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
extern "C" __global__ void __launch_bounds__(256) merge_path_sorted_tiles(int *out, const int *A, const int *B) {
  __shared__ int sa[256], sb[256], sc[512];
  int t = threadIdx.x;
  sa[t] = A[blockIdx.x * 256 + t];
  sb[t] = B[blockIdx.x * 256 + t];
  __syncthreads();
  int diag = 2 * t;
  int lo = diag > 256 ? diag - 256 : 0, hi = diag < 256 ? diag : 256;
  while (lo < hi) {
    int mid = (lo + hi) >> 1;
    if (sa[mid] <= sb[diag - 1 - mid]) lo = mid + 1;
    else hi = mid;
  }
  int i = lo, j = diag - lo;
  for (int k = 0; k < 2; k++) {
    bool takeA = j >= 256 || (i < 256 && sa[i] <= sb[j]);
    sc[diag + k] = takeA ? sa[i] : sb[j];
    if (takeA) i++;
    else j++;
  }
  __syncthreads();
  out[blockIdx.x * 512 + t] = sc[t];
  out[blockIdx.x * 512 + t + 256] = sc[t + 256];
}
