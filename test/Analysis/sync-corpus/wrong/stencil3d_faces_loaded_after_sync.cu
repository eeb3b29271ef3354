// stencil3d_7pt_faces_by_edge_threads with the barrier placed after the
// centre load but before the halo loads: thread (15,0,0) reads the right halo
// tile[1][1][17] that thread (0,0,0) writes after the barrier.
// LAUNCH: grid=2,4,4 block=16,8,4 args=in:f32[16384]:rand out:f32[16384]:zero nx:i32=32 ny:i32=32 nz:i32=16
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BX 16
#define BY 8
#define BZ 4

__device__ __forceinline__ int clampi(int v, int hi) { return v < 0 ? 0 : (v > hi ? hi : v); }

extern "C" __global__ void __launch_bounds__(BX * BY * BZ) stencil3d_faces_loaded_after_sync(
    const float *in, float *out, int nx, int ny, int nz) {
  __shared__ float tile[BZ + 2][BY + 2][BX + 2];
  const int tx = threadIdx.x, ty = threadIdx.y, tz = threadIdx.z;
  const int x = blockIdx.x * BX + tx, y = blockIdx.y * BY + ty, z = blockIdx.z * BZ + tz;
  auto at = [&](int i, int j, int k) {
    return in[((size_t)clampi(k, nz - 1) * ny + clampi(j, ny - 1)) * nx + clampi(i, nx - 1)];
  };
  tile[tz + 1][ty + 1][tx + 1] = at(x, y, z);
  __syncthreads();
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
  if (x < nx && y < ny && z < nz) {
    float c = tile[tz + 1][ty + 1][tx + 1];
    // CHECK: stencil3d_faces_loaded_after_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    float s = tile[tz + 1][ty + 1][tx] + tile[tz + 1][ty + 1][tx + 2] + tile[tz + 1][ty][tx + 1] +
              tile[tz + 1][ty + 2][tx + 1] + tile[tz][ty + 1][tx + 1] + tile[tz + 2][ty + 1][tx + 1];
    out[((size_t)z * ny + y) * nx + x] = 0.4f * c + 0.1f * s;
  }
}
