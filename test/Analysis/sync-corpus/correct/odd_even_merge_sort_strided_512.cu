// Batcher's odd-even merge sort of 512 keys by 256 threads: every thread
// walks its two positions (x and x + 256, a block-strided loop) in each
// step and, where x is the lower end of a comparator (x + k in the same
// 2p-run, x - j0 in the lower half of its 2k-group), orders s[x], s[x + k].
// One barrier per step.
// LAUNCH: grid=2 block=256 args=data:i32[1024]:rand(0,1000)
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 512

extern "C" __global__ void __launch_bounds__(256) odd_even_merge_sort_strided_512(int *data) {
  __shared__ int s[N];
  int *d = data + blockIdx.x * N;
  for (int x = threadIdx.x; x < N; x += 256)
    s[x] = d[x];
  __syncthreads();
  for (int p = 1; p < N; p <<= 1)
    for (int k = p; k >= 1; k >>= 1) {
      const int j0 = k % p;
      for (int x = threadIdx.x; x < N; x += 256) {
        const int partner = x + k;
        if (x >= j0 && (x - j0) % (2 * k) < k && partner < N && x / (2 * p) == partner / (2 * p)) {
          const int a = s[x], b = s[partner];
          if (a > b) {
            s[x] = b;
            s[partner] = a;
          }
        }
      }
      __syncthreads();
    }
  for (int x = threadIdx.x; x < N; x += 256)
    d[x] = s[x];
}
