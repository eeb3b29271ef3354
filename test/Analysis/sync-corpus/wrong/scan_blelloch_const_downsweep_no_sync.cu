// Work-efficient scan (constant N, padded indices, paired for-loop counters)
// whose down-sweep lost its barrier: a step reads s[PAD(ai)] that another
// thread wrote in the step before (or in the up-sweep's last step).
// LAUNCH: kernel=scan_const_downsweep_no_sync grid=4 block=128 args=data:i32[1024]:rand(0,9)
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 256
#define PAD(i) ((i) + ((i) >> 4))

extern "C" __global__ void scan_const_downsweep_no_sync(int *data) {
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
    if (tid < d) {
      int ai = off * (2 * tid + 1) - 1;
      int bi = off * (2 * tid + 2) - 1;
      int t = s[PAD(ai)];
      // (Each pair of executions is reported at the one later on the path: a
      // step's write of s[bi] against the next step's read of it, here.)
      // CHECK: scan_blelloch_const_downsweep_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      s[PAD(ai)] = s[PAD(bi)];
      s[PAD(bi)] += t;
    }
  }
  __syncthreads();
  blk[2 * tid] = s[PAD(2 * tid)];
  blk[2 * tid + 1] = s[PAD(2 * tid + 1)];
}
