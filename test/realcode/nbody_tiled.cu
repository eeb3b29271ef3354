// @realcode All-pairs n-body accelerations: float4 bodies (xyz + mass) staged tile by tile in shared memory, softened rsqrtf interaction, unrolled inner loop.
// @let N = 32768
// @let B = 256
// @buf pos f32[4 * N] uniform(0.1, 1)
// @buf acc f32[4 * N] zero
// @launch nbody_accel grid(N / B) block(B) shared(B * 16) args(pos, acc, i32(N), f32(0.01))
// @check acc rel=1e-3 abs=1e-2
#include <cuda_runtime.h>
#include <math.h>

__device__ __forceinline__ float3 body_body(float4 bi, float4 bj, float3 ai, float eps2) {
  float3 r;
  r.x = bj.x - bi.x;
  r.y = bj.y - bi.y;
  r.z = bj.z - bi.z;
  float dist2 = r.x * r.x + r.y * r.y + r.z * r.z + eps2;
  float inv = rsqrtf(dist2);
  float inv3 = inv * inv * inv;
  float s = bj.w * inv3;
  ai.x += r.x * s;
  ai.y += r.y * s;
  ai.z += r.z * s;
  return ai;
}

__global__ void nbody_accel(const float4 *__restrict__ pos, float4 *__restrict__ acc, int n, float softening) {
  extern __shared__ float4 tile[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 me = pos[i];
  float3 a = make_float3(0.0f, 0.0f, 0.0f);
  float eps2 = softening * softening;
  for (int base = 0; base < n; base += blockDim.x) {
    tile[threadIdx.x] = pos[base + threadIdx.x];
    __syncthreads();
#pragma unroll 8
    for (int j = 0; j < blockDim.x; ++j) a = body_body(me, tile[j], a, eps2);
    __syncthreads();
  }
  acc[i] = make_float4(a.x, a.y, a.z, 0.0f);
}
