// Texture-compression style endpoint search (dxtc-like): 16 threads handle the 16
// pixels of one 4x4 tile, four tiles per 64-thread block. Each group reduces the
// min and max luminance of its tile with a tree over the 16 lanes of the group
// (shared arrays indexed group * 16 + lane, barriers shared by the whole block),
// the group's first thread turns them into endpoints, and every pixel picks the
// nearest of the four palette entries and ORs its 2-bit index into the tile's
// word with a shared atomic.
// LAUNCH: grid=8 block=64 args=pixels:f32[512]:urand endpoints:f32[64]:zero indices:u32[32]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TILES_PER_BLOCK 4

extern "C" __global__ void __launch_bounds__(64)
    dxt_block_endpoints_groups16(const float *pixels, float *endpoints, unsigned int *indices) {
  __shared__ float s_min[TILES_PER_BLOCK * 16];
  __shared__ float s_max[TILES_PER_BLOCK * 16];
  __shared__ float s_end[TILES_PER_BLOCK][2];
  __shared__ unsigned int s_bits[TILES_PER_BLOCK];
  const int group = threadIdx.x / 16;
  const int lane = threadIdx.x % 16;
  const int tile = blockIdx.x * TILES_PER_BLOCK + group;

  const float v = pixels[tile * 16 + lane];
  s_min[threadIdx.x] = v;
  s_max[threadIdx.x] = v;
  if (lane == 0) s_bits[group] = 0;
  __syncthreads();

  for (int s = 8; s > 0; s >>= 1) {
    if (lane < s) {
      s_min[threadIdx.x] = fminf(s_min[threadIdx.x], s_min[threadIdx.x + s]);
      s_max[threadIdx.x] = fmaxf(s_max[threadIdx.x], s_max[threadIdx.x + s]);
    }
    __syncthreads();
  }

  if (lane == 0) {
    float lo = s_min[group * 16], hi = s_max[group * 16];
    // Inset the endpoints by 1/16 of the range, as encoders do.
    float inset = (hi - lo) / 16.0f;
    s_end[group][0] = lo + inset;
    s_end[group][1] = hi - inset;
    endpoints[tile * 2 + 0] = lo + inset;
    endpoints[tile * 2 + 1] = hi - inset;
  }
  __syncthreads();

  const float e0 = s_end[group][0], e1 = s_end[group][1];
  float best = fabsf(v - e0);
  unsigned int index = 0;
  for (int k = 1; k < 4; k++) {
    float p = e0 + (e1 - e0) * (k / 3.0f);
    float d = fabsf(v - p);
    if (d < best) {
      best = d;
      index = k;
    }
  }
  atomicOr(&s_bits[group], index << (2 * lane));
  __syncthreads();
  if (lane == 0) indices[tile] = s_bits[group];
}
