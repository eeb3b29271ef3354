// @realcode Level-synchronous BFS on a random CSR graph (2^21 vertices, up to 16 edges each): each level expands the current frontier queue, claims unvisited neighbours with atomicCAS on the level array and appends them to the next queue with atomicAdd; 12 levels, queues ping-ponged by level parity.
// @let V = 1 << 21
// @let DEG = 16
// @let LEVELS = 12
// @buf row_ptr i32[V + 1] rowptr(DEG)
// @buf adj i32[V * DEG] uniform(0, V)
// @buf level i32[V] fill(-1) set(0, 0)
// @buf queues i32[2 * V] zero
// @buf sizes i32[LEVELS + 1] set(0, 1)
// @loop l = 0; l < LEVELS; l = l + 1
//   @launch bfs_expand_level grid(V / 256) block(256) args(row_ptr, adj, level, queues, sizes, i32(V), i32(l))
// @end
// @check level exact
// @check sizes exact
#include <cuda_runtime.h>

// queues holds two V-sized queues; level l reads queue l % 2 (size sizes[l]) and appends to the other
// (size sizes[l + 1]). The source vertex 0 starts in queue 0 with level 0.
__global__ void bfs_expand_level(const int *__restrict__ row_ptr, const int *__restrict__ adj, int *level, int *queues,
                                 int *sizes, int nv, int l) {
  const int *frontier = queues + (l & 1) * nv;
  int *next = queues + ((l + 1) & 1) * nv;
  int count = sizes[l];
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < count; i += blockDim.x * gridDim.x) {
    int u = frontier[i];
    for (int e = row_ptr[u]; e < row_ptr[u + 1]; ++e) {
      int v = adj[e];
      if (atomicCAS(&level[v], -1, l + 1) == -1) next[atomicAdd(&sizes[l + 1], 1)] = v;
    }
  }
}
