// BFS frontier expansion with virtual warps of 8 lanes (Hong et al.): in the
// SISD phase lane 0 of each virtual warp stages its vertex's edge range in
// shared memory, __syncwarp(), then in the SIMD phase the 8 lanes stride over
// the edges; a second __syncwarp() precedes the next vertex's staging. Each
// virtual warp walks the vertices of a block-wide chunk.
// LAUNCH: grid=8 block=128 args=row_ptr:i32[1025]:iota(0,3) col:i32[3072]:rand(0,1024) levels:i32[1024]:zero frontier:i32[1024]:iota level:i32=0 nfront:i32=1024
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define VWARP 8
#define PER_BLOCK 128

extern "C" __global__ void virtual_warp_frontier_expand(const int *row_ptr, const int *col, int *levels,
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
    __syncwarp();
    for (int e = s_begin[vw] + vl; e < s_end[vw]; e += VWARP) {
      int nb = col[e];
      if (levels[nb] == 0)
        levels[nb] = level + 1;
    }
    __syncwarp();
  }
}
