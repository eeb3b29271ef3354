// Bitonic sort of 1024 keys by 512 threads (pos = 2*tid - (tid & (stride - 1))
// against pos + stride), with the block barrier only where it is needed: the
// 32 threads of a warp own exactly the 64 keys [64w, 64w + 64) in every step
// whose stride is at most 32, so those steps are ordered by __syncwarp(); a
// step of stride 64 or more reaches other warps' keys and ends with
// __syncthreads(), and a merge of size 128 or more opens with one (its first
// step leaves the warp's keys after the warp-local steps before it).
// LAUNCH: grid=4 block=512 args=keys:u32[4096]:rand(0,100000)
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 1024

extern "C" __global__ void __launch_bounds__(N / 2) bitonic_sort_syncwarp_small_strides(unsigned *keys) {
  __shared__ unsigned s[N];
  const unsigned t = threadIdx.x;
  unsigned *base = keys + blockIdx.x * N;
  s[t] = base[t];
  s[t + N / 2] = base[t + N / 2];
  __syncthreads();
  for (unsigned size = 2; size <= N; size <<= 1) {
    if (size >= 128)
      __syncthreads();
    const bool ascending = (t & (size / 2)) == 0;
    for (unsigned stride = size / 2; stride > 0; stride >>= 1) {
      const unsigned pos = 2 * t - (t & (stride - 1));
      const unsigned a = s[pos], b = s[pos + stride];
      if ((a > b) == ascending) {
        s[pos] = b;
        s[pos + stride] = a;
      }
      if (stride >= 64)
        __syncthreads();
      else
        __syncwarp();
    }
  }
  __syncthreads();
  base[t] = s[t];
  base[t + N / 2] = s[t + N / 2];
}
