// Depth reduction over a (8, 8, 4) block with the barrier moved inside the
// `tz < s` branch: the tz >= s threads never arrive.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void reduce_3d_sync_in_tz_guard(const float *vol, float *out, int nx, int ny, int nz) {
  __shared__ float part[4][8][8];
  const int tx = threadIdx.x, ty = threadIdx.y, tz = threadIdx.z;
  const int x = blockIdx.x * 8 + tx, y = blockIdx.y * 8 + ty;
  float acc = 0.0f;
  for (int z = tz; z < nz; z += blockDim.z)
    acc += vol[(z * ny + y) * nx + x];
  part[tz][ty][tx] = acc;
  __syncthreads();
  for (int s = 2; s > 0; s >>= 1) {
    if (tz < s) {
      part[tz][ty][tx] += part[tz + s][ty][tx];
      // CHECK: reduce_3d_sync_in_tz_guard.cu:[[@LINE+1]]: error divergent-barrier {{.*}}lines={{([0-9]+,)*}}[[#@LINE-2]]{{(,|$)}}
      __syncthreads();
    }
  }
  if (tz == 0)
    out[y * nx + x] = part[0][ty][tx];
}
