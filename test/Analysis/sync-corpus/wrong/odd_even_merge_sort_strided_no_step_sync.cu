// odd_even_merge_sort_strided_512 with the step barrier only after each
// merge (each p), not after each step: a later step's comparator reads keys
// that an earlier step's comparator of another thread may still swap.
// LAUNCH: grid=2 block=256 args=data:i32[1024]:rand(0,1000)
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 512

extern "C" __global__ void __launch_bounds__(256) odd_even_merge_sort_strided_no_step_sync(int *data) {
  __shared__ int s[N];
  int *d = data + blockIdx.x * N;
  for (int x = threadIdx.x; x < N; x += 256)
    s[x] = d[x];
  __syncthreads();
  for (int p = 1; p < N; p <<= 1) {
    for (int k = p; k >= 1; k >>= 1) {
      const int j0 = k % p;
      for (int x = threadIdx.x; x < N; x += 256) {
        const int partner = x + k;
        if (x >= j0 && (x - j0) % (2 * k) < k && partner < N && x / (2 * p) == partner / (2 * p)) {
          // CHECK: odd_even_merge_sort_strided_no_step_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
          const int a = s[x], b = s[partner];
          if (a > b) {
            s[x] = b;
            s[partner] = a;
          }
        }
      }
    }
    __syncthreads();
  }
  for (int x = threadIdx.x; x < N; x += 256)
    d[x] = s[x];
}
