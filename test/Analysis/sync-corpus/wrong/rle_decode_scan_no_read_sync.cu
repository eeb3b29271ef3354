// rle_decode_scan_expand without the barrier between reading off[t + 1 - d] and adding into
// off[t + 1]: thread t + d may add into the slot thread t reads in the same step.
// LAUNCH: grid=4 block=128 args=vals:i32[512]:rand lens:i32[512]:rand(0,16) out:i32[8192]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 128
#define MAXOUT 2048

extern "C" __global__ void __launch_bounds__(T) rle_decode_scan_no_read_sync(const int *vals, const int *lens, int *out) {
  __shared__ int off[T + 1];
  __shared__ int s_val[T];
  __shared__ int decoded[MAXOUT];
  const int t = threadIdx.x, r = blockIdx.x * T + t;
  const int len = lens[r];
  s_val[t] = vals[r];
  off[t + 1] = len;
  if (t == 0) off[0] = 0;
  __syncthreads();
  for (int d = 1; d < T; d <<= 1) {
    const int v = t + 1 > d ? off[t + 1 - d] : 0;
    // CHECK: rle_decode_scan_no_read_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    off[t + 1] += v;
    __syncthreads();
  }
  const int total = off[T];
  for (int j = 0; j < len; ++j) decoded[off[t] + j] = s_val[t];
  __syncthreads();
  for (int i = t; i < total; i += T) out[blockIdx.x * MAXOUT + i] = decoded[i];
}
