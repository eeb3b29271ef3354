// streamcluster_shared_coords with the barrier moved inside the staging
// guard: whenever dim is smaller than the block, the threads from dim up never
// arrive at it. dim is a kernel argument, so either verdict is right (an
// error, or a warning because the analysis cannot rule the hazard out) and
// kilnc's exit status is deliberately not checked: the diagnostic is.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void streamcluster_sync_under_dim_guard(const float *coord, float *cost, int num, int dim, int x) {
  extern __shared__ float coord_s[];
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x < dim) { // (a)
    coord_s[threadIdx.x] = coord[threadIdx.x * num + x];
    // CHECK: streamcluster_sync_under_dim_guard.cu:[[@LINE+1]]: {{error|warning}} divergent-barrier threads={{[^ ]+}} lanes={{[^ ]+}} index={{[^ ]+}} lines={{([0-9]+,)*}}[[#@LINE-2]]{{(,|$)}}
    __syncthreads();
  }
  if (tid < num) {
    float d = 0.0f;
    for (int i = 0; i < dim; i++) {
      float diff = coord[i * num + tid] - coord_s[i];
      d += diff * diff;
    }
    cost[tid] = d;
  }
}
