// byte_histogram_thread_columns_merge without the barrier before the merge:
// thread t sums column c of its bins while thread c may still be clearing
// or counting into it.
// LAUNCH: grid=8 block=64 args=data:u8[65536]:rand(0,255) n:i32=65536 out:u32[256]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(64) byte_histogram_columns_no_merge_sync(const unsigned char *data, int n,
                                                                                   unsigned *out) {
  __shared__ unsigned short hist[256 * 64];
  const int t = threadIdx.x;
  for (int b = 0; b < 256; ++b)
    hist[b * 64 + t] = 0;
  for (int i = blockIdx.x * 64 + t; i < n; i += gridDim.x * 64) {
    const unsigned char b = data[i];
    hist[b * 64 + t] += 1;
  }
  for (int b = t; b < 256; b += 64) {
    unsigned sum = 0;
    for (int c = 0; c < 64; ++c)
      // CHECK: byte_histogram_columns_no_merge_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      sum += hist[b * 64 + c];
    atomicAdd(&out[b], sum);
  }
}
