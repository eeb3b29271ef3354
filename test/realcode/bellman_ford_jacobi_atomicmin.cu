// @realcode single-source shortest paths by Bellman-Ford rounds in the style of Gunrock/LonestarGPU baselines: a CSR graph with random weights, every round copies the distance array and relaxes every edge of every vertex whose distance changed in the previous round (a per-vertex "active" flag, warp-per-vertex edge loops for high-degree rows, thread-per-vertex otherwise) with atomicMin into the new array, so each round's result does not depend on scheduling; a 64-bit atomicMin on (distance << 32 | parent) keeps a deterministic shortest-path tree; rounds are ping-ponged host-side.
// @let V = 1 << 17
// @let MAXDEG = 24
// @let ROUNDS = 24
// @buf rowptr i32[V + 1] rowptr(MAXDEG)
// @buf colraw i32[V * MAXDEG] uniform(0, 131072)
// @buf wraw i32[V * MAXDEG] uniform(1, 100)
// @buf dA i32[V] zero
// @buf dB i32[V] zero
// @buf actA u8[V] zero
// @buf actB u8[V] zero
// @buf tree u64[V] zero
// @launch sssp_init grid(cdiv(V, 256)) block(256) args(dA, dB, actA, tree, i32(V), i32(0))
// @loop r = 0; r < ROUNDS; r = r + 1
//   @launch sssp_copy grid(cdiv(V, 256)) block(256) args(sel(r % 2, dB, dA), sel(r % 2, dA, dB), sel(r % 2, actA, actB), i32(V))
//   @launch sssp_relax grid(cdiv(V, 256)) block(256) args(rowptr, colraw, wraw, sel(r % 2, dB, dA), sel(r % 2, dA, dB), sel(r % 2, actB, actA), tree, i32(V))
//   @launch sssp_mark grid(cdiv(V, 256)) block(256) args(sel(r % 2, dB, dA), sel(r % 2, dA, dB), sel(r % 2, actA, actB), i32(V))
// @end
// @check dA exact
// @check dB exact
// @check tree exact
#include <climits>
#include <cstdint>

__global__ void sssp_init(int *d0, int *d1, uint8_t *active, unsigned long long *tree, int n, int src) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= n) return;
  d0[v] = d1[v] = v == src ? 0 : INT_MAX;
  active[v] = v == src;
  tree[v] = v == src ? 0ull : ~0ull;
}

__global__ void sssp_copy(const int *__restrict__ cur, int *__restrict__ next, uint8_t *__restrict__ next_active, int n) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < n) { next[v] = cur[v]; next_active[v] = 0; }
}

__device__ __forceinline__ void relax_edge(int dv, int u, int e, const int *col, const int *w, int *next,
                                           unsigned long long *tree, int n) {
  const int t = col[e] % n;
  const int nd = dv + w[e];
  atomicMin(&next[t], nd);
  atomicMin(&tree[t], ((unsigned long long)nd << 32) | (unsigned)u);
}

__global__ void sssp_relax(const int *__restrict__ rowptr, const int *__restrict__ col, const int *__restrict__ w,
                           const int *__restrict__ cur, int *next, const uint8_t *__restrict__ active,
                           unsigned long long *tree, int n) {
  const int v = blockIdx.x * blockDim.x + threadIdx.x;
  const int lane = threadIdx.x & 31;
  const bool mine = v < n && active[v];
  // Warp-cooperative pass over the long rows of the warp's active vertices.
  unsigned long_rows = __ballot_sync(0xffffffffu, mine && rowptr[v + 1] - rowptr[v] >= 16);
  while (long_rows) {
    const int src_lane = __ffs(long_rows) - 1;
    long_rows &= long_rows - 1;
    const int u = __shfl_sync(0xffffffffu, v, src_lane);
    const int du = cur[u];
    for (int e = rowptr[u] + lane; e < rowptr[u + 1]; e += 32) relax_edge(du, u, e, col, w, next, tree, n);
  }
  if (mine && rowptr[v + 1] - rowptr[v] < 16) {
    const int dv = cur[v];
    for (int e = rowptr[v]; e < rowptr[v + 1]; ++e) relax_edge(dv, v, e, col, w, next, tree, n);
  }
}

__global__ void sssp_mark(const int *__restrict__ cur, const int *__restrict__ next, uint8_t *__restrict__ next_active, int n) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < n) next_active[v] = next[v] < cur[v];
}
