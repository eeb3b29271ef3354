// stencil_3d_block_faces without the barrier between the tile loads and the neighbour
// reads: a thread reads the points its neighbours (and the face threads' halos) store.
// LAUNCH: grid=2,2,2 block=8,8,8 args=in:f32[4096]:rand out:f32[4096]:zero nx:i32=16 ny:i32=16 nz:i32=16
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define B 8

__device__ float at(const float *in, int x, int y, int z, int nx, int ny, int nz) {
  x = min(max(x, 0), nx - 1);
  y = min(max(y, 0), ny - 1);
  z = min(max(z, 0), nz - 1);
  return in[(z * ny + y) * nx + x];
}

extern "C" __global__ void __launch_bounds__(512) stencil_3d_block_faces_no_sync(const float *in, float *out, int nx, int ny, int nz) {
  __shared__ float s[B + 2][B + 2][B + 2];
  int tx = threadIdx.x, ty = threadIdx.y, tz = threadIdx.z;
  int x = blockIdx.x * B + tx, y = blockIdx.y * B + ty, z = blockIdx.z * B + tz;
  s[tz + 1][ty + 1][tx + 1] = at(in, x, y, z, nx, ny, nz);
  if (tx == 0) s[tz + 1][ty + 1][0] = at(in, x - 1, y, z, nx, ny, nz);
  if (tx == B - 1) s[tz + 1][ty + 1][B + 1] = at(in, x + 1, y, z, nx, ny, nz);
  if (ty == 0) s[tz + 1][0][tx + 1] = at(in, x, y - 1, z, nx, ny, nz);
  if (ty == B - 1) s[tz + 1][B + 1][tx + 1] = at(in, x, y + 1, z, nx, ny, nz);
  if (tz == 0) s[0][ty + 1][tx + 1] = at(in, x, y, z - 1, nx, ny, nz);
  if (tz == B - 1) s[B + 1][ty + 1][tx + 1] = at(in, x, y, z + 1, nx, ny, nz);
  if (x < nx && y < ny && z < nz) {
    float c = s[tz + 1][ty + 1][tx + 1];
    // CHECK: stencil_3d_block_faces_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    out[(z * ny + y) * nx + x] = s[tz + 1][ty + 1][tx] + s[tz + 1][ty + 1][tx + 2] +
                                 // CHECK: stencil_3d_block_faces_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
                                 s[tz + 1][ty][tx + 1] + s[tz + 1][ty + 2][tx + 1] +
                                 // CHECK: stencil_3d_block_faces_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
                                 s[tz][ty + 1][tx + 1] + s[tz + 2][ty + 1][tx + 1] - 6.0f * c;
  }
}

