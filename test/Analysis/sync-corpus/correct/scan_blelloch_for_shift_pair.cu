// Work-efficient scan of 256 ints per block with 128 threads, the counters of
// each sweep declared together in one for header (`for (d = N >> 1, off = 1;
// d > 0; d >>= 1, off <<= 1)`), bank-conflict padding through a macro and the
// root cleared by thread 0 after the up-sweep's last step.
// LAUNCH: kernel=scan_for_shift_pair grid=4 block=128 args=data:i32[1024]:rand(0,9)
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 256
#define PAD(i) ((i) + ((i) >> 4))

extern "C" __global__ void scan_for_shift_pair(int *data) {
  __shared__ int s[N + N / 16];
  int tid = threadIdx.x;
  int *blk = data + blockIdx.x * N;
  s[PAD(2 * tid)] = blk[2 * tid];
  s[PAD(2 * tid + 1)] = blk[2 * tid + 1];

  int off = 1;
  for (int d = N >> 1; d > 0; d >>= 1, off <<= 1) {
    __syncthreads();
    if (tid < d) {
      int ai = off * (2 * tid + 1) - 1;
      int bi = off * (2 * tid + 2) - 1;
      s[PAD(bi)] += s[PAD(ai)];
    }
  }
  if (tid == 0) s[PAD(N - 1)] = 0;
  for (int d = 1; d < N; d <<= 1) {
    off >>= 1;
    __syncthreads();
    if (tid < d) {
      int ai = off * (2 * tid + 1) - 1;
      int bi = off * (2 * tid + 2) - 1;
      int t = s[PAD(ai)];
      s[PAD(ai)] = s[PAD(bi)];
      s[PAD(bi)] += t;
    }
  }
  __syncthreads();
  blk[2 * tid] = s[PAD(2 * tid)];
  blk[2 * tid + 1] = s[PAD(2 * tid + 1)];
}
