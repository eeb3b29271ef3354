// @realcode 25-point 3-D stencil (radius 4 along each axis) in the FDTD style: coefficients in __constant__, a register queue along z, the xy tile with 4-wide halos in shared memory.
// @let NX = 384
// @let NY = 384
// @let NZ = 192
// @let R = 4
// @buf in f32[NX * NY * NZ] uniform(-1, 1)
// @buf out f32[NX * NY * NZ] zero
// @const coeff f32[R + 1] uniform(0.01, 0.2)
// @launch stencil25 grid(NX / 32, NY / 16) block(32, 16) args(in, out, i32(NX), i32(NY), i32(NZ))
// @check out abs=1e-5 rel=1e-4
#include <cuda_runtime.h>

#define R 4
#define TW 32
#define TH 16

__constant__ float coeff[R + 1];

__global__ void stencil25(const float *src, float *dst, int nx, int ny, int nz) {
  __shared__ float plane[TH + 2 * R][TW + 2 * R];
  const int x = blockIdx.x * TW + threadIdx.x;
  const int y = blockIdx.y * TH + threadIdx.y;
  const int sx = threadIdx.x + R, sy = threadIdx.y + R;
  const int zstep = nx * ny;
  const bool active = x < nx && y < ny;

  float down[R], up[R], mid;  // down[i]: z - 1 - i, up[i]: z + 1 + i
  int at = y * nx + x;
#pragma unroll
  for (int i = 0; i < R; ++i) down[i] = 0.0f;
  mid = active ? src[at] : 0.0f;
#pragma unroll
  for (int i = 0; i < R; ++i) up[i] = active ? src[at + (i + 1) * zstep] : 0.0f;
  int next = at + (R + 1) * zstep;

  for (int z = 0; z < nz; ++z) {
    __syncthreads();
    plane[sy][sx] = mid;
    if (threadIdx.y < R) {
      plane[threadIdx.y][sx] = (y >= R && x < nx) ? src[at - R * nx] : 0.0f;
      plane[sy + TH][sx] = (y + TH < ny && x < nx) ? src[at + TH * nx] : 0.0f;
    }
    if (threadIdx.x < R) {
      plane[sy][threadIdx.x] = (x >= R && y < ny) ? src[at - R] : 0.0f;
      plane[sy][sx + TW] = (x + TW < nx && y < ny) ? src[at + TW] : 0.0f;
    }
    __syncthreads();
    float acc = coeff[0] * mid;
#pragma unroll
    for (int d = 1; d <= R; ++d)
      acc += coeff[d] * (up[d - 1] + down[d - 1] + plane[sy - d][sx] + plane[sy + d][sx] + plane[sy][sx - d] +
                         plane[sy][sx + d]);
    if (active) dst[at] = acc;
#pragma unroll
    for (int i = R - 1; i > 0; --i) down[i] = down[i - 1];
    down[0] = mid;
    mid = up[0];
#pragma unroll
    for (int i = 0; i < R - 1; ++i) up[i] = up[i + 1];
    up[R - 1] = (active && z + R + 1 < nz) ? src[next] : 0.0f;
    next += zstep;
    at += zstep;
  }
}
