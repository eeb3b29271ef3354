// Particle-in-cell charge deposition: particles are pre-sorted by 16x16 cell
// tile; a block zeroes a (16+1)^2 shared tile (the extra row and column catch
// the bilinear weights that spill into the next tile), deposits its tile's
// particles with shared atomicAdd, and after a barrier adds the tile into the
// global grid with global atomics (neighbouring tiles overlap on the halo).
// LAUNCH: grid=4 block=128 tol=1e-4 args=px:f32[2048]:urand py:f32[2048]:urand q:f32[2048]:rand tile_start:i32[5]:iota(0,512) rho:f32[1156]:zero tiles_x:i32=2
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TILE 16
#define TW (TILE + 1)

extern "C" __global__ void pic_charge_deposit_shared_atomics(const float *px, const float *py, const float *q,
                                                              const int *tile_start, float *rho, int tiles_x) {
  __shared__ float rho_s[TW * TW];
  const int tile = blockIdx.x;
  const int ox = (tile % tiles_x) * TILE;
  const int oy = (tile / tiles_x) * TILE;
  const int gw = tiles_x * TILE + 2;

  for (int i = threadIdx.x; i < TW * TW; i += blockDim.x)
    rho_s[i] = 0.0f;
  __syncthreads();

  for (int p = tile_start[tile] + threadIdx.x; p < tile_start[tile + 1]; p += blockDim.x) {
    float x = px[p] * (TILE - 1), y = py[p] * (TILE - 1);
    int ix = (int)x, iy = (int)y;
    float fx = x - ix, fy = y - iy;
    float w = q[p];
    atomicAdd(&rho_s[iy * TW + ix], w * (1.0f - fx) * (1.0f - fy));
    atomicAdd(&rho_s[iy * TW + ix + 1], w * fx * (1.0f - fy));
    atomicAdd(&rho_s[(iy + 1) * TW + ix], w * (1.0f - fx) * fy);
    atomicAdd(&rho_s[(iy + 1) * TW + ix + 1], w * fx * fy);
  }
  __syncthreads();

  for (int i = threadIdx.x; i < TW * TW; i += blockDim.x) {
    int cy = i / TW, cx = i % TW;
    atomicAdd(&rho[(oy + cy) * gw + ox + cx], rho_s[i]);
  }
}
