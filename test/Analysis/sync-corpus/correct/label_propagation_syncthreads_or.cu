// Connected components of a chain graph by label propagation in shared
// memory: a data-dependent loop whose exit is decided by __syncthreads_or, so
// every thread leaves after the same iteration.
// LAUNCH: grid=8 block=256 args=edge:i32[2048]:rand(0,4) labels:i32[2048]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void label_propagation_syncthreads_or(const int *edge, int *labels) {
  __shared__ int lab[256];
  int t = threadIdx.x;
  int g = blockIdx.x * blockDim.x + t;
  bool link_right = (t < 255) && edge[g] != 0;
  bool link_left = (t > 0) && edge[g - 1] != 0;
  lab[t] = t;
  __syncthreads();
  int changed;
  do {
    int mine = lab[t];
    int best = mine;
    if (link_left) best = min(best, lab[t - 1]);
    if (link_right) best = min(best, lab[t + 1]);
    __syncthreads();
    changed = best < mine;
    lab[t] = best;
  } while (__syncthreads_or(changed));
  labels[g] = lab[t];
}
