// Depth sum of a volume with a 3-D block (8, 8, 4): every thread stores its
// voxel's partial into part[tz][ty][tx], the z planes are folded pairwise
// with a barrier after each step, and the tz == 0 plane writes the column sums.
// LAUNCH: grid=4,4 block=8,8,4 tol=1e-4 args=vol:f32[16384]:rand out:f32[1024]:zero nx:i32=32 ny:i32=32 nz:i32=16
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void reduce_3d_block_depth_planes(const float *vol, float *out, int nx, int ny, int nz) {
  __shared__ float part[4][8][8];
  const int tx = threadIdx.x, ty = threadIdx.y, tz = threadIdx.z;
  const int x = blockIdx.x * 8 + tx, y = blockIdx.y * 8 + ty;
  float acc = 0.0f;
  for (int z = tz; z < nz; z += blockDim.z)
    acc += vol[(z * ny + y) * nx + x];
  part[tz][ty][tx] = acc;
  __syncthreads();
  for (int s = 2; s > 0; s >>= 1) {
    if (tz < s)
      part[tz][ty][tx] += part[tz + s][ty][tx];
    __syncthreads();
  }
  if (tz == 0)
    out[y * nx + x] = part[0][ty][tx];
}
