// Odd-even transposition sort of 256 floats with 128 threads: phase p
// compares the pairs (2t + (p & 1), 2t + (p & 1) + 1); N phases sort.
// LAUNCH: grid=16 block=128 args=data:f32[4096]:rand
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 128
#define N (2 * T)

extern "C" __global__ void odd_even_transposition_sort(float *data) {
  __shared__ float s[N];
  int t = threadIdx.x;
  float *d = data + blockIdx.x * N;
  s[t] = d[t];
  s[t + T] = d[t + T];
  __syncthreads();
  for (int phase = 0; phase < N; ++phase) {
    int i = 2 * t + (phase & 1);
    if (i + 1 < N) {
      float a = s[i], b = s[i + 1];
      if (a > b) {
        s[i] = b;
        s[i + 1] = a;
      }
    }
    __syncthreads();
  }
  d[t] = s[t];
  d[t + T] = s[t + T];
}
