// Each thread runs tid % 4 smoothing rounds, each ending in a barrier: thread
// 0 runs none and thread 3 runs three, so the barrier counts differ.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void loop_trip_count_per_thread(float *data) {
  __shared__ float s[256];
  int t = threadIdx.x;
  s[t] = data[blockIdx.x * 256 + t];
  __syncthreads();
  for (int r = 0; r < t % 4; ++r) { // (a)
    float v = 0.5f * (s[t] + s[(t + 1) % 256]);
    // CHECK: loop_trip_count_per_thread.cu:[[@LINE+1]]: error divergent-barrier threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^ ]+}} lines={{([0-9]+,)*}}[[#@LINE-2]]{{(,|$)}}
    __syncthreads();
    s[t] = v;
    __syncthreads();
  }
  data[blockIdx.x * 256 + t] = s[t];
}
