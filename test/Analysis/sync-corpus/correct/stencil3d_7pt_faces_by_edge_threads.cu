// 7-point 3-D stencil with a 3-D block (16x8x4 threads): every thread loads its
// point into the centre of a shared tile with a one-point halo on each side,
// and the first thread of each row loads both x halos of the row (tx == 0:
// the points left of the row and right of it), likewise the first of each
// column (ty == 0) and of each pillar (tz == 0), clamped at the volume's
// border; after one barrier each thread applies the stencil to its point from
// shared memory (thread (15,y,z) reads the right halo thread (0,y,z) loaded).
// LAUNCH: grid=2,4,4 block=16,8,4 args=in:f32[16384]:rand out:f32[16384]:zero nx:i32=32 ny:i32=32 nz:i32=16
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BX 16
#define BY 8
#define BZ 4

__device__ __forceinline__ int clampi(int v, int hi) { return v < 0 ? 0 : (v > hi ? hi : v); }

extern "C" __global__ void __launch_bounds__(BX * BY * BZ) stencil3d_7pt_faces_by_edge_threads(
    const float *in, float *out, int nx, int ny, int nz) {
  __shared__ float tile[BZ + 2][BY + 2][BX + 2];
  const int tx = threadIdx.x, ty = threadIdx.y, tz = threadIdx.z;
  const int x = blockIdx.x * BX + tx, y = blockIdx.y * BY + ty, z = blockIdx.z * BZ + tz;
  auto at = [&](int i, int j, int k) {
    return in[((size_t)clampi(k, nz - 1) * ny + clampi(j, ny - 1)) * nx + clampi(i, nx - 1)];
  };
  tile[tz + 1][ty + 1][tx + 1] = at(x, y, z);
  // The first thread of each row, column and pillar loads both faces.
  if (tx == 0) {
    tile[tz + 1][ty + 1][0] = at(x - 1, y, z);
    tile[tz + 1][ty + 1][BX + 1] = at(x + BX, y, z);
  }
  if (ty == 0) {
    tile[tz + 1][0][tx + 1] = at(x, y - 1, z);
    tile[tz + 1][BY + 1][tx + 1] = at(x, y + BY, z);
  }
  if (tz == 0) {
    tile[0][ty + 1][tx + 1] = at(x, y, z - 1);
    tile[BZ + 1][ty + 1][tx + 1] = at(x, y, z + BZ);
  }
  __syncthreads();
  if (x < nx && y < ny && z < nz) {
    float c = tile[tz + 1][ty + 1][tx + 1];
    float s = tile[tz + 1][ty + 1][tx] + tile[tz + 1][ty + 1][tx + 2] + tile[tz + 1][ty][tx + 1] +
              tile[tz + 1][ty + 2][tx + 1] + tile[tz][ty + 1][tx + 1] + tile[tz + 2][ty + 1][tx + 1];
    out[((size_t)z * ny + y) * nx + x] = 0.4f * c + 0.1f * s;
  }
}
