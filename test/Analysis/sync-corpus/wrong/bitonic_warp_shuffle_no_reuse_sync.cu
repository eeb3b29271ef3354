// bitonic_sort_warp_shuffle_tail without the barrier after the partner is read:
// the next shared stage stores s[t] while the thread t ^ j of the last one may
// still be reading it.
// LAUNCH: grid=4 block=256 args=data:f32[1024]:rand
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 256

extern "C" __global__ void bitonic_warp_shuffle_no_reuse_sync(float *data) {
  __shared__ float s[N];
  unsigned t = threadIdx.x;
  float v = data[blockIdx.x * N + t];
  for (unsigned k = 2; k <= N; k <<= 1) {
    for (unsigned j = k >> 1; j > 0; j >>= 1) {
      float o;
      if (j >= 32) {
        // CHECK: bitonic_warp_shuffle_no_reuse_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
        s[t] = v;
        __syncthreads();
        o = s[t ^ j];
      } else {
        o = __shfl_xor_sync(0xffffffff, v, j);
      }
      bool up = (t & k) == 0;
      bool lower = (t & j) == 0;
      v = (lower == up) ? fminf(v, o) : fmaxf(v, o);
    }
  }
  data[blockIdx.x * N + t] = v;
}
