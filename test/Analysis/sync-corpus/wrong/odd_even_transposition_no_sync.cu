// Odd-even transposition sort without the barrier between phases: in an odd
// phase thread t compares s[2t + 1] and s[2t + 2], and s[2t + 2] may still be
// being swapped by thread t + 1 in the even phase.
// LAUNCH: grid=16 block=128 args=data:f32[4096]:rand
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 128
#define N (2 * T)

extern "C" __global__ void odd_even_transposition_no_sync(float *data) {
  __shared__ float s[N];
  int t = threadIdx.x;
  s[t] = data[blockIdx.x * N + t];
  s[t + T] = data[blockIdx.x * N + t + T];
  __syncthreads();
  for (int phase = 0; phase < N; ++phase) {
    int i = 2 * t + (phase & 1);
    if (i + 1 < N) {
      // CHECK: odd_even_transposition_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      float a = s[i], b = s[i + 1];
      if (a > b) {
        s[i] = b;
        s[i + 1] = a;
      }
    }
  }
  __syncthreads();
  data[blockIdx.x * N + t] = s[t];
  data[blockIdx.x * N + t + T] = s[t + T];
}
