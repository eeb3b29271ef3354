// Virtual-warp frontier expansion whose first __syncwarp() is missing: the 8
// lanes read the edge range that lane 0 of their virtual warp is still storing.
// LAUNCH: grid=8 block=128 args=row_ptr:i32[1025]:iota(0,3) col:i32[3072]:rand(0,1024) levels:i32[1024]:zero frontier:i32[1024]:iota level:i32=0 nfront:i32=1024
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define VWARP 8
#define PER_BLOCK 128

extern "C" __global__ void virtual_warp_stage_no_syncwarp(const int *row_ptr, const int *col, int *levels,
                                                         const int *frontier, int level, int nfront) {
  __shared__ int s_begin[PER_BLOCK / VWARP];
  __shared__ int s_end[PER_BLOCK / VWARP];
  const int vw = threadIdx.x / VWARP;
  const int vl = threadIdx.x % VWARP;
  const int nvw = blockDim.x / VWARP;
  const int chunk = blockIdx.x * PER_BLOCK;

  for (int k = vw; k < PER_BLOCK; k += nvw) {
    int f = chunk + k;
    if (vl == 0) {
      int v = f < nfront ? frontier[f] : 0;
      s_begin[vw] = f < nfront ? row_ptr[v] : 0;
      s_end[vw] = f < nfront ? row_ptr[v + 1] : 0;
    }
    // CHECK: virtual_warp_stage_no_syncwarp.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} {{.*}}lines={{([0-9]+,)*}}[[#@LINE-3]]{{(,|$)}}
    for (int e = s_begin[vw] + vl; e < s_end[vw]; e += VWARP) {
      int nb = col[e];
      if (levels[nb] == 0)
        levels[nb] = level + 1;
    }
    __syncwarp();
  }
}
