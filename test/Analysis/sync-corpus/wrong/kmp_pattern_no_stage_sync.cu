// kmp_shared_failure_table without the barrier after the pattern is staged: thread 0 builds the
// failure table from sp[1], which thread 1 may not have stored yet.
// LAUNCH: grid=2 block=256 args=text:i8[32768]:rand(0,2) n:i32=32768 pat:i8[64]:rand(0,2) m:i32=4 hits:i32[512]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define PMAX 64
#define CH 64

extern "C" __global__ void __launch_bounds__(256)
kmp_pattern_no_stage_sync(const char *text, int n, const char *pat, int m, int *hits) {
  __shared__ int fail[PMAX];
  __shared__ char sp[PMAX];
  if (threadIdx.x < m) sp[threadIdx.x] = pat[threadIdx.x];
  if (threadIdx.x == 0) {
    fail[0] = 0;
    int k = 0;
    for (int q = 1; q < m; ++q) {
      // CHECK: kmp_pattern_no_stage_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      while (k > 0 && sp[k] != sp[q]) k = fail[k - 1];
      if (sp[k] == sp[q]) ++k;
      fail[q] = k;
    }
  }
  __syncthreads();
  const int start = (blockIdx.x * blockDim.x + threadIdx.x) * CH;
  const int end = min(n, start + CH + m - 1);
  int count = 0, k = 0;
  for (int i = start; i < end; ++i) {
    while (k > 0 && sp[k] != text[i]) k = fail[k - 1];
    if (sp[k] == text[i]) ++k;
    if (k == m) {
      if (i - m + 1 < start + CH) ++count;
      k = fail[k - 1];
    }
  }
  hits[blockIdx.x * blockDim.x + threadIdx.x] = count;
}
