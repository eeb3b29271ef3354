// @realcode 3-D 7-point heat stencil, 512^3: each thread marches along z holding below/centre/above in registers, the xy plane in shared memory with halos.
// @let NX = 512
// @let NY = 512
// @let NZ = 256
// @buf in f32[NX * NY * NZ] uniform(0, 1)
// @buf out f32[NX * NY * NZ] zero
// @launch heat3d grid(NX / 32, NY / 8) block(32, 8) args(in, out, i32(NX), i32(NY), i32(NZ), f32(0.1))
// @check out abs=1e-6 rel=1e-5
#include <cuda_runtime.h>

#define BX 32
#define BY 8

__global__ void heat3d(const float *__restrict__ in, float *__restrict__ out, int nx, int ny, int nz, float alpha) {
  __shared__ float plane[BY + 2][BX + 2];
  int ix = blockIdx.x * BX + threadIdx.x;
  int iy = blockIdx.y * BY + threadIdx.y;
  int tx = threadIdx.x + 1, ty = threadIdx.y + 1;
  size_t stride = (size_t)nx * ny;
  size_t idx = (size_t)iy * nx + ix;
  float below = 0.0f, current = in[idx], above = in[idx + stride];
  for (int iz = 0; iz < nz; ++iz) {
    __syncthreads();
    plane[ty][tx] = current;
    if (threadIdx.x == 0) plane[ty][0] = ix > 0 ? in[idx - 1] : current;
    if (threadIdx.x == BX - 1) plane[ty][BX + 1] = ix + 1 < nx ? in[idx + 1] : current;
    if (threadIdx.y == 0) plane[0][tx] = iy > 0 ? in[idx - nx] : current;
    if (threadIdx.y == BY - 1) plane[BY + 1][tx] = iy + 1 < ny ? in[idx + nx] : current;
    __syncthreads();
    float b = iz > 0 ? below : current;
    float a = iz + 1 < nz ? above : current;
    float lap = plane[ty][tx - 1] + plane[ty][tx + 1] + plane[ty - 1][tx] + plane[ty + 1][tx] + a + b - 6.0f * current;
    out[idx] = current + alpha * lap;
    below = current;
    current = above;
    idx += stride;
    if (iz + 2 < nz) above = in[idx + stride];
  }
}
