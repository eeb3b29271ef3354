// All-pairs n-body: each block stages blockDim.x bodies (float4: position
// and mass) per tile, every thread accumulates its body's acceleration
// against the tile, with a barrier before and after each tile's use.
// LAUNCH: grid=4 block=128 smem=2048 args=pos:f32[2048]:rand acc:f32[1536]:zero n:i32=512
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void nbody_float4_tiles(const float4 *pos, float3 *acc, int n) {
  extern __shared__ float4 tile[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 me = i < n ? pos[i] : make_float4(0.f, 0.f, 0.f, 0.f);
  float3 a = make_float3(0.f, 0.f, 0.f);
  for (int base = 0; base < n; base += blockDim.x) {
    int j = base + threadIdx.x;
    tile[threadIdx.x] = j < n ? pos[j] : make_float4(0.f, 0.f, 0.f, 0.f);
    __syncthreads();
    for (int k = 0; k < blockDim.x; ++k) {
      float4 o = tile[k];
      float dx = o.x - me.x, dy = o.y - me.y, dz = o.z - me.z;
      float inv = rsqrtf(dx * dx + dy * dy + dz * dz + 1e-3f);
      float s = o.w * inv * inv * inv;
      a.x += dx * s; a.y += dy * s; a.z += dz * s;
    }
    __syncthreads();
  }
  if (i < n) acc[i] = a;
}
