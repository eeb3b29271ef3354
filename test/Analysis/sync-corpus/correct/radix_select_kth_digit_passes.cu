// Radix select (the k-th largest key of each row, as top-k kernels in PyTorch and FAISS find their
// threshold): four passes over 8-bit digits, most significant first. Each pass clears a 256-bin
// shared histogram, counts the digit of every key whose higher digits match the prefix found so
// far (shared atomics), and thread 0 walks the bins from the top to pick the digit of the k-th key.
// LAUNCH: grid=4 block=256 args=keys:u32[8192]:rand(0,1000000) kth:u32[4]:zero k:i32=10
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 2048
#define T 256

extern "C" __global__ void __launch_bounds__(T) radix_select_kth_digit_passes(const unsigned *keys, unsigned *kth, int k) {
  __shared__ unsigned hist[256];
  __shared__ unsigned s_prefix, s_mask, s_k;
  const unsigned *row = keys + blockIdx.x * N;
  const int t = threadIdx.x;
  if (t == 0) {
    s_prefix = 0;
    s_mask = 0;
    s_k = k;
  }
  for (int shift = 24; shift >= 0; shift -= 8) {
    hist[t] = 0;
    __syncthreads();
    const unsigned prefix = s_prefix, mask = s_mask;
    for (int i = t; i < N; i += T) {
      const unsigned v = row[i];
      if ((v & mask) == prefix) atomicAdd(&hist[(v >> shift) & 255], 1u);
    }
    __syncthreads();
    if (t == 0) {
      unsigned rem = s_k;
      int d = 255;
      for (; d > 0; --d) {
        if (hist[d] >= rem) break;
        rem -= hist[d];
      }
      s_k = rem;
      s_prefix = prefix | ((unsigned)d << shift);
      s_mask = mask | (255u << shift);
    }
    __syncthreads();
  }
  if (t == 0) kth[blockIdx.x] = s_prefix;
}
