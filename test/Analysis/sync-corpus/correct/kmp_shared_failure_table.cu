// Knuth-Morris-Pratt string matching on the GPU (as in GPU grep/Aho-Corasick teaching kernels): the
// block stages the pattern in shared memory, thread 0 builds the failure table serially in shared
// memory, and after a barrier every thread runs the automaton over its own 64-character chunk of
// the text (reading past it by m - 1 characters so matches across chunk ends count once).
// LAUNCH: grid=2 block=256 args=text:i8[32768]:rand(0,2) n:i32=32768 pat:i8[64]:rand(0,2) m:i32=4 hits:i32[512]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define PMAX 64
#define CH 64

extern "C" __global__ void __launch_bounds__(256)
kmp_shared_failure_table(const char *text, int n, const char *pat, int m, int *hits) {
  __shared__ int fail[PMAX];
  __shared__ char sp[PMAX];
  if (threadIdx.x < m) sp[threadIdx.x] = pat[threadIdx.x];
  __syncthreads();
  if (threadIdx.x == 0) {
    fail[0] = 0;
    int k = 0;
    for (int q = 1; q < m; ++q) {
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
