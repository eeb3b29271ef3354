// Iterative relaxation whose trip count depends on threadIdx.x (lanes with
// a larger index do more sweeps): the barrier inside the loop is reached a
// different number of times by different threads.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void loop_trips_by_warp_lane(float *data) {
  __shared__ float s[128];
  int t = threadIdx.x;
  s[t] = data[blockIdx.x * 128 + t];
  __syncthreads();
  for (int sweep = 0; sweep < 1 + t / 64; ++sweep) { // (a)
    float v = 0.5f * (s[t] + s[t ^ 1]);
    // CHECK: loop_trips_by_warp_lane.cu:[[@LINE+1]]: error divergent-barrier threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^ ]+}} lines={{([0-9]+,)*}}[[#@LINE-2]]{{(,|$)}}
    __syncthreads();
    s[t] = v;
    __syncthreads();
  }
  data[blockIdx.x * 128 + t] = s[t];
}
