// srad_neighbour_tiles without the barrier after the tile itself is staged:
// thread (tx, ty) reads temp[ty - 1][tx], which thread (tx, ty - 1) may not
// have written yet.
// LAUNCH: grid=4,4 block=16,16 args=J:f32[4096]:urand C:f32[4096]:zero cols:i32=64 rows:i32=64
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BS 16

extern "C" __global__ void srad_tile_load_no_sync(const float *J, float *C, int cols, int rows) {
  __shared__ float temp[BS][BS];
  __shared__ float north[BS][BS];
  int tx = threadIdx.x, ty = threadIdx.y;
  int x = blockIdx.x * BS + tx;
  int y = blockIdx.y * BS + ty;
  int yn = blockIdx.y == 0 ? 0 : blockIdx.y * BS - 1;
  north[ty][tx] = J[yn * cols + x];
  __syncthreads();
  temp[ty][tx] = J[y * cols + x]; // (a)
  float jc = J[y * cols + x];
  // CHECK: srad_tile_load_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-2]]{{(,|$)}}
  float dn = (ty == 0 ? north[ty][tx] : temp[ty - 1][tx]) - jc;
  C[y * cols + x] = dn;
}
