// @realcode k-truss decomposition by support peeling, as GPU graph analytics (Gunrock, the GraphChallenge truss codes) compute it on an undirected graph in CSR form with sorted adjacency: each undirected edge (u < v) is one work item whose support (the triangles through it) is counted by a two-pointer merge of the two sorted neighbour lists, skipping edges already removed (a byte mask indexed by CSR position, looked up for the reverse direction by binary search); rounds of "count support, remove every live edge with support < k - 2" run in a launch loop with a changed flag, and the surviving edge mask and the final supports are checked.
// @let NV = 1 << 15
// @let DEG = 24
// @let ROUNDS = 12
// @let K = 5
// @buf seeds u32[NV * DEG] uniform(0, 4294967295)
// @buf row_ptr i32[NV + 1] zero
// @buf adj i32[NV * DEG] zero
// @buf alive u8[NV * DEG] fill(2)
// @buf support i32[NV * DEG] zero
// @buf changed i32[ROUNDS] zero
// @launch build_symmetric_ring_graph grid(NV / 128) block(128) args(seeds, row_ptr, adj, alive, i32(NV), i32(DEG))
// @loop r = 0; r < ROUNDS; r = r + 1
//   @launch count_support grid(NV / 128) block(128) args(row_ptr, adj, alive, support, i32(NV))
//   @launch peel_edges grid(NV / 128) block(128) args(row_ptr, adj, alive, support, changed, i32(K), i32(r), i32(NV))
// @end
// @check row_ptr exact
// @check adj exact
// @check alive exact
// @check support exact
// @check changed exact
#include <cstdint>

// A symmetric graph with sorted adjacency built without a host: vertex v links to v - d and v + d
// (mod nv) for DEG/2 distinct offsets d in [1, 64) shared by all vertices (drawn from the seeds), so
// both endpoints of an edge list each other; each list is sorted by insertion.
__global__ void build_symmetric_ring_graph(const uint32_t *__restrict__ seeds, int *row_ptr, int *adj, uint8_t *alive, int nv,
                                           int deg) {
  const int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= nv) return;
  // Offsets: deg/2 distinct values in [1, 64), taken from seeds[0..] in order, skipping repeats.
  int offs[32];
  int n = 0;
  for (int i = 0; n < deg / 2 && i < nv * deg; ++i) {
    const int d = 1 + (int)(seeds[i] % 63);
    bool dup = false;
    for (int j = 0; j < n; ++j) dup |= offs[j] == d;
    if (!dup) offs[n++] = d;
  }
  // Neighbours v - d (descending d) then v + d (ascending d), modulo nv, then sorted by insertion.
  int nb[64];
  int m = 0;
  for (int j = 0; j < n; ++j) nb[m++] = (v - offs[j] + nv) % nv;
  for (int j = 0; j < n; ++j) nb[m++] = (v + offs[j]) % nv;
  for (int i = 1; i < m; ++i) {
    const int t = nb[i];
    int j = i - 1;
    while (j >= 0 && nb[j] > t) {
      nb[j + 1] = nb[j];
      --j;
    }
    nb[j + 1] = t;
  }
  row_ptr[v] = v * m;
  if (v == nv - 1) row_ptr[nv] = nv * m;
  for (int i = 0; i < m; ++i) {
    adj[v * m + i] = nb[i];
    alive[v * m + i] = 1;
  }
}

__device__ __forceinline__ int find_edge(const int *adj, int lo, int hi, int key) {
  while (lo < hi) {
    const int mid = (lo + hi) >> 1;
    if (adj[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

// One thread per vertex u; for each live edge (u, v) with u < v, the support is the number of live
// common neighbours w with both (u, w) and (v, w) alive. Written to both directions of the edge.
__global__ void count_support(const int *__restrict__ row_ptr, const int *__restrict__ adj, const uint8_t *__restrict__ alive,
                              int *support, int nv) {
  const int u = blockIdx.x * blockDim.x + threadIdx.x;
  if (u >= nv) return;
  for (int e = row_ptr[u]; e < row_ptr[u + 1]; ++e) {
    const int v = adj[e];
    if (v <= u || !alive[e]) continue;
    int i = row_ptr[u], j = row_ptr[v], s = 0;
    const int iend = row_ptr[u + 1], jend = row_ptr[v + 1];
    while (i < iend && j < jend) {
      const int a = adj[i], b = adj[j];
      if (a == b) {
        s += alive[i] & alive[j];
        ++i;
        ++j;
      } else if (a < b) {
        ++i;
      } else {
        ++j;
      }
    }
    support[e] = s;
    support[find_edge(adj, row_ptr[v], jend, u)] = s;
  }
}

__global__ void peel_edges(const int *__restrict__ row_ptr, const int *__restrict__ adj, uint8_t *alive, const int *__restrict__ support,
                           int *changed, int k, int round, int nv) {
  const int u = blockIdx.x * blockDim.x + threadIdx.x;
  int removed = 0;
  // No early return: the whole warp reaches the reduction below.
  if (u < nv) {
    for (int e = row_ptr[u]; e < row_ptr[u + 1]; ++e) {
      if (alive[e] && support[e] < k - 2) {
        alive[e] = 0;
        ++removed;
      }
    }
  }
  removed = __reduce_add_sync(0xffffffffu, removed);
  if ((threadIdx.x & 31) == 0 && removed) atomicAdd(&changed[round], removed);
}
