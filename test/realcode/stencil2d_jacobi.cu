// @realcode 2-D Jacobi sweep (5-point) over a 4096 x 4096 grid: shared tile with a one-cell halo, boundary kept, 2 sweeps ping-ponged.
// @let NX = 4096
// @let NY = 4096
// @buf a f32[NX * NY] uniform(0, 1)
// @buf b f32[NX * NY] zero
// @launch jacobi_step grid(NX / 32, NY / 16) block(32, 16) args(a, b, i32(NX), i32(NY))
// @launch jacobi_step grid(NX / 32, NY / 16) block(32, 16) args(b, a, i32(NX), i32(NY))
// @check a abs=1e-6 rel=1e-6
// @check b abs=1e-6 rel=1e-6
#include <cuda_runtime.h>

#define TILE_X 32
#define TILE_Y 16

__global__ void jacobi_step(const float *__restrict__ u, float *__restrict__ unew, int nx, int ny) {
  __shared__ float tile[TILE_Y + 2][TILE_X + 2];
  int gx = blockIdx.x * TILE_X + threadIdx.x;
  int gy = blockIdx.y * TILE_Y + threadIdx.y;
  int lx = threadIdx.x + 1, ly = threadIdx.y + 1;
  bool inside = gx < nx && gy < ny;
  tile[ly][lx] = inside ? u[gy * nx + gx] : 0.0f;
  if (threadIdx.x == 0) tile[ly][0] = (gx > 0 && gy < ny) ? u[gy * nx + gx - 1] : 0.0f;
  if (threadIdx.x == TILE_X - 1) tile[ly][TILE_X + 1] = (gx + 1 < nx && gy < ny) ? u[gy * nx + gx + 1] : 0.0f;
  if (threadIdx.y == 0) tile[0][lx] = (gy > 0 && gx < nx) ? u[(gy - 1) * nx + gx] : 0.0f;
  if (threadIdx.y == TILE_Y - 1) tile[TILE_Y + 1][lx] = (gy + 1 < ny && gx < nx) ? u[(gy + 1) * nx + gx] : 0.0f;
  __syncthreads();
  if (!inside) return;
  if (gx == 0 || gy == 0 || gx == nx - 1 || gy == ny - 1) {
    unew[gy * nx + gx] = tile[ly][lx];
  } else {
    unew[gy * nx + gx] = 0.25f * (tile[ly][lx - 1] + tile[ly][lx + 1] + tile[ly - 1][lx] + tile[ly + 1][lx]);
  }
}
