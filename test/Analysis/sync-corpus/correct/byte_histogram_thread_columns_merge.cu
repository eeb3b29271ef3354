// Byte histogram with one private counter column per thread: thread t counts
// its bytes in hist[b * 64 + t] (an unsigned short per bin, b the byte read,
// so no atomics), then after one barrier each thread sums the 64 columns of
// four bins and adds them to the global histogram.
// LAUNCH: grid=8 block=64 args=data:u8[65536]:rand(0,255) n:i32=65536 out:u32[256]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(64) byte_histogram_thread_columns_merge(const unsigned char *data, int n,
                                                                                   unsigned *out) {
  __shared__ unsigned short hist[256 * 64];
  const int t = threadIdx.x;
  for (int b = 0; b < 256; ++b)
    hist[b * 64 + t] = 0;
  for (int i = blockIdx.x * 64 + t; i < n; i += gridDim.x * 64) {
    const unsigned char b = data[i];
    hist[b * 64 + t] += 1;
  }
  __syncthreads();
  for (int b = t; b < 256; b += 64) {
    unsigned sum = 0;
    for (int c = 0; c < 64; ++c)
      sum += hist[b * 64 + c];
    atomicAdd(&out[b], sum);
  }
}
