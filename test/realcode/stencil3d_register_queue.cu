// @realcode A 3-D 13-point (radius-2 star) stencil marching along z in the style of finite-difference codes: each thread keeps a register queue of five z-values that shifts every plane, the current xy-plane lives in a shared tile with a radius-2 halo loaded by edge threads, coefficients in __constant__ memory, and __launch_bounds__(256, 2).
// @let NX = 256
// @let NY = 256
// @let NZ = 192
// @buf u f32[NX * NY * NZ] uniform(-1, 1)
// @buf v f32[NX * NY * NZ] zero
// @const c_coef f32[3] uniform(0.05, 0.3)
// @launch stencil13 grid(cdiv(NX, 32), cdiv(NY, 8)) block(32, 8) args(u, v, i32(NX), i32(NY), i32(NZ))
// @check v abs=1e-5 rel=1e-5
#include <cuda_runtime.h>

#define R 2
#define TX 32
#define TY 8

__constant__ float c_coef[R + 1];

__global__ void __launch_bounds__(TX * TY, 2)
    stencil13(const float *__restrict__ in, float *__restrict__ out, int nx, int ny, int nz) {
  __shared__ float tile[TY + 2 * R][TX + 2 * R];
  const int ix = blockIdx.x * TX + threadIdx.x;
  const int iy = blockIdx.y * TY + threadIdx.y;
  const int tx = threadIdx.x + R, ty = threadIdx.y + R;
  const bool inside = ix < nx && iy < ny;
  const size_t plane = (size_t)nx * ny;
  const size_t idx = (size_t)iy * nx + ix;

  // The register queue: behind[1] is z-2, behind[0] z-1, current z, infront[0] z+1, infront[1] z+2.
  float behind[R], infront[R], current = 0.0f;
#pragma unroll
  for (int i = 0; i < R; ++i)
    behind[i] = 0.0f;
  if (inside) {
    current = in[idx];
#pragma unroll
    for (int i = 0; i < R; ++i)
      infront[i] = in[idx + (i + 1) * plane];
  }

  for (int z = 0; z < nz; ++z) {
    // Shift the queue one plane forward.
    if (z > 0) {
#pragma unroll
      for (int i = R - 1; i > 0; --i)
        behind[i] = behind[i - 1];
      behind[0] = current;
      current = infront[0];
#pragma unroll
      for (int i = 0; i < R - 1; ++i)
        infront[i] = infront[i + 1];
      infront[R - 1] = (inside && z + R < nz) ? in[idx + (size_t)(z + R) * plane] : 0.0f;
    }
    __syncthreads();
    // The halo of the current plane: edge threads load R extra cells.
    if (inside) {
      const size_t base = (size_t)z * plane;
      if (threadIdx.x < R) {
        tile[ty][tx - R] = ix >= R ? in[base + idx - R] : 0.0f;
        tile[ty][tx + TX] = ix + TX < nx ? in[base + idx + TX] : 0.0f;
      }
      if (threadIdx.y < R) {
        tile[ty - R][tx] = iy >= R ? in[base + idx - R * nx] : 0.0f;
        tile[ty + TY][tx] = iy + TY < ny ? in[base + idx + TY * nx] : 0.0f;
      }
      tile[ty][tx] = current;
    }
    __syncthreads();
    if (inside && ix >= R && ix < nx - R && iy >= R && iy < ny - R && z >= R && z < nz - R) {
      float v = c_coef[0] * current;
#pragma unroll
      for (int r = 1; r <= R; ++r)
        v += c_coef[r] * (tile[ty][tx - r] + tile[ty][tx + r] + tile[ty - r][tx] +
                          tile[ty + r][tx] + infront[r - 1] + behind[r - 1]);
      out[(size_t)z * plane + idx] = v;
    }
  }
}
