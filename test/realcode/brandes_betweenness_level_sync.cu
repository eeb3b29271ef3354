// @realcode Gunrock / Lonestar-style betweenness centrality (Brandes) on a CSR graph with level-synchronous kernels: a forward BFS that claims vertices with atomicCAS on an int depth array and counts shortest paths with atomicAdd on unsigned long long sigma, a backward pull-based dependency pass that needs no atomics, the host looping sources and levels (fixed depth bound, empty levels cost a launch), and the per-source contributions summed into a float centrality.
// @let NV = 1 << 20
// @let MAXD = 16
// @let LEVELS = 14
// @buf rowptr i32[NV + 1] rowptr(16)
// @buf colidx i32[NV * 16] uniform(0, 1048576)
// @buf depth i32[NV] zero
// @buf sigma u64[NV] zero
// @buf delta f32[NV] zero
// @buf bc f32[NV] zero
// @loop s = 0; s < 4; s = s + 1
//   @launch bc_init grid(cdiv(NV, 256)) block(256) args(depth, sigma, delta, i32(NV), i32(s * 7919))
//   @loop l = 0; l < LEVELS; l = l + 1
//     @launch bfs_forward grid(cdiv(NV, 256)) block(256) args(rowptr, colidx, depth, sigma, i32(NV), i32(l))
//   @end
//   @loop l = LEVELS - 1; l >= 0; l = l - 1
//     @launch dependency_backward grid(cdiv(NV, 256)) block(256) args(rowptr, colidx, depth, sigma, delta, bc, i32(NV), i32(l), i32(s * 7919))
//   @end
// @end
// @check depth exact
// @check sigma exact
// @check delta rel=1e-4 abs=1e-5
// @check bc rel=1e-4 abs=1e-4
#include <cuda_runtime.h>

__global__ void bc_init(int *__restrict__ depth, unsigned long long *__restrict__ sigma, float *__restrict__ delta, int n, int source) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= n) return;
  depth[v] = v == source ? 0 : -1;
  sigma[v] = v == source ? 1ull : 0ull;
  delta[v] = 0.0f;
}

__global__ void bfs_forward(const int *__restrict__ rowptr, const int *__restrict__ colidx, int *depth,
                            unsigned long long *sigma, int n, int level) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= n || depth[v] != level) return;
  const unsigned long long sv = sigma[v];
  for (int e = rowptr[v]; e < rowptr[v + 1]; ++e) {
    int w = colidx[e];
    int dw = depth[w];
    if (dw < 0) {
      int old = atomicCAS(&depth[w], -1, level + 1);
      dw = old < 0 ? level + 1 : old;
    }
    if (dw == level + 1) atomicAdd(&sigma[w], sv);
  }
}

__global__ void dependency_backward(const int *__restrict__ rowptr, const int *__restrict__ colidx, const int *__restrict__ depth,
                                    const unsigned long long *__restrict__ sigma, float *__restrict__ delta, float *__restrict__ bc,
                                    int n, int level, int source) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= n || depth[v] != level) return;
  const float sv = (float)sigma[v];
  float d = 0.0f;
  for (int e = rowptr[v]; e < rowptr[v + 1]; ++e) {
    int w = colidx[e];
    if (depth[w] == level + 1) d += sv / (float)sigma[w] * (1.0f + delta[w]);
  }
  delta[v] = d;
  if (v != source) bc[v] += d;
}
