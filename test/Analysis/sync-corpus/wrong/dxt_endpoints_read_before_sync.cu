// dxtc-like endpoint search without the barrier after the group leaders write the
// endpoints: pixel thread 1 of a tile reads s_end[group][0] while its leader (lane
// 0) may not have written it yet.
// LAUNCH: grid=8 block=64 args=pixels:f32[512]:urand endpoints:f32[64]:zero indices:u32[32]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TILES_PER_BLOCK 4

extern "C" __global__ void __launch_bounds__(64)
    dxt_endpoints_read_before_sync(const float *pixels, float *endpoints, unsigned int *indices) {
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

  // CHECK: dxt_endpoints_read_before_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-6]]{{(,|$)}}
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
