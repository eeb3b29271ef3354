// All-pairs n-body accelerations: each tile of blockDim.x bodies is staged in
// shared memory and every thread loops over all of it (a loop bounded by
// blockDim.x), with a barrier before the tile is replaced.
// LAUNCH: grid=8 block=128 smem=2048 args=pos:f32[4096]:rand accel:f32[4096]:zero n:i32=1024 eps2:f32=0.01
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void nbody_tiles_blockdim(const float4 *pos, float4 *accel, int n, float eps2) {
  extern __shared__ float4 sh_pos[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 me = pos[i];
  float ax = 0.0f, ay = 0.0f, az = 0.0f;
  for (int tile = 0; tile < n / (int)blockDim.x; ++tile) {
    sh_pos[threadIdx.x] = pos[tile * blockDim.x + threadIdx.x];
    __syncthreads();
    for (int j = 0; j < blockDim.x; ++j) {
      float4 p = sh_pos[j];
      float dx = p.x - me.x, dy = p.y - me.y, dz = p.z - me.z;
      float inv = rsqrtf(dx * dx + dy * dy + dz * dz + eps2);
      float s = p.w * inv * inv * inv;
      ax += dx * s;
      ay += dy * s;
      az += dz * s;
    }
    __syncthreads();
  }
  accel[i] = make_float4(ax, ay, az, 0.0f);
}
