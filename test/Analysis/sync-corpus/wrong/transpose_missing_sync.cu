// Tile transpose that reads the transposed element without waiting for the
// thread that stores it: tile[tx][ty] is written by thread (ty, tx).
// LAUNCH: grid=4,4 block=16,16 args=in:f32[4096]:rand out:f32[4096]:zero n:i32=64
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 16

extern "C" __global__ void transpose_missing_sync(const float *in, float *out, int n) {
  __shared__ float tile[T][T + 1];
  int bx = blockIdx.x * T, by = blockIdx.y * T;
  tile[threadIdx.y][threadIdx.x] = in[(by + threadIdx.y) * n + bx + threadIdx.x]; // (a)
  // CHECK: transpose_missing_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-1]]{{(,|$)}}
  out[(bx + threadIdx.y) * n + by + threadIdx.x] = tile[threadIdx.x][threadIdx.y];
}
