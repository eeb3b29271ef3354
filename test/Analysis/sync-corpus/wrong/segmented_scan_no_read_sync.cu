// Segmented Hillis-Steele scan whose step writes val[t] and flag[t] without
// waiting for the other threads' reads: thread t + d may still be reading
// val[t] and flag[t] (write-after-read).
// LAUNCH: grid=8 block=256 args=in:i32[2048]:rand(0,10) heads:i32[2048]:rand(0,2) out:i32[2048]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) segmented_scan_no_read_sync(const int *in, const int *heads, int *out) {
  __shared__ int val[256];
  __shared__ int flag[256];
  int t = threadIdx.x;
  int g = blockIdx.x * 256 + t;
  val[t] = in[g];
  flag[t] = (t == 0) ? 1 : heads[g];
  __syncthreads();
  for (int d = 1; d < 256; d <<= 1) {
    int v = val[t], f = flag[t];
    if (t >= d && !f) {
      v += val[t - d];
      f = flag[t - d];
    }
  // CHECK: segmented_scan_no_read_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-6]]{{(,|$)}}
    val[t] = v;
  // CHECK: segmented_scan_no_read_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-4]]{{(,|$)}}
    flag[t] = f;
    __syncthreads();
  }
  out[g] = val[t];
}
