// Batcher's odd-even merge sort, one thread per element: in step (p, k) the
// element x is the low end of the comparator (x, x + k) when it lies k % p or
// more into the array, in the low half of its 2k group, and x + k is in the
// same 2p block. The comparators of a step are disjoint.
// LAUNCH: grid=8 block=256 args=data:i32[2048]:rand(-50000,50000)
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 256

extern "C" __global__ void odd_even_merge_sort(int *data) {
  __shared__ int s[N];
  int x = threadIdx.x;
  int *d = data + blockIdx.x * N;
  s[x] = d[x];
  __syncthreads();

  for (int p = 1; p < N; p <<= 1) {
    for (int k = p; k >= 1; k >>= 1) {
      int j0 = k % p;
      if (x >= j0) {
        int r = (x - j0) % (2 * k);
        int partner = x + k;
        if (r < k && partner < N && x / (2 * p) == partner / (2 * p)) {
          int a = s[x], b = s[partner];
          if (a > b) {
            s[x] = b;
            s[partner] = a;
          }
        }
      }
      __syncthreads();
    }
  }
  d[x] = s[x];
}
