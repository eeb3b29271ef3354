// In-place Hillis-Steele scan with the barrier between the read of the
// neighbour and the write dropped: thread t overwrites s[t] while thread
// t + off is reading it (threads 0 and 1 at off = 1).
// LAUNCH: grid=16 block=512 args=in:i32[8192]:rand(0,100) out:i32[8192]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void scan_inplace_missing_read_sync(const int *in, int *out) {
  __shared__ int s[512];
  int t = threadIdx.x;
  int g = blockIdx.x * blockDim.x + t;
  s[t] = in[g];
  __syncthreads();
  for (int off = 1; off < blockDim.x; off <<= 1) {
    int v = (t >= off) ? s[t - off] : 0; // (a)
    // CHECK: scan_inplace_missing_read_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-1]]{{(,|$)}}
    s[t] += v;
    __syncthreads();
  }
  out[g] = s[t];
}
