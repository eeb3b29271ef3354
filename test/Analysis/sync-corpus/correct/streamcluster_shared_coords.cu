// Rodinia streamcluster pgain-style distance kernel: the first `dim`
// threads of each block stage the candidate centre's coordinates (stored
// column-major, stride num) in shared memory, a barrier, then every point
// computes its squared distance to it.
// LAUNCH: grid=8 block=128 smem=64 args=coord:f32[16384]:rand cost:f32[1024]:zero num:i32=1024 dim:i32=16 x:i32=5
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void streamcluster_shared_coords(const float *coord, float *cost, int num, int dim, int x) {
  extern __shared__ float coord_s[];
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x < dim) coord_s[threadIdx.x] = coord[threadIdx.x * num + x];
  __syncthreads();
  if (tid < num) {
    float d = 0.0f;
    for (int i = 0; i < dim; i++) {
      float diff = coord[i * num + tid] - coord_s[i];
      d += diff * diff;
    }
    cost[tid] = d;
  }
}
