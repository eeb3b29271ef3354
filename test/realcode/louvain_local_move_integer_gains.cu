// @realcode One synchronous local-moving sweep of Louvain community detection as GPU graph libraries run it (cuGraph/Gunrock style): integer edge weights, a kernel summing each community's total degree with atomicAdd on 64-bit counters, then one thread per vertex gathering the weight to each neighbouring community into a small open-addressing table in local memory (linear probing, -1 as the empty key), scoring every candidate with the modularity gain scaled by 2m so the comparison is exact in 64-bit integers, breaking ties toward the smaller community id, and writing the best move to a new label array (Jacobi style, so the sweep is deterministic); a last kernel counts the vertices that moved with a warp ballot and one atomic per warp.
// @let NV = 1 << 18
// @let MAXDEG = 16
// @buf row_ptr i32[NV + 1] rowptr(MAXDEG)
// @buf adj i32[NV * MAXDEG] uniform(0, NV)
// @buf w i32[NV * MAXDEG] uniform(1, 8)
// @buf comm i32[NV] uniform(0, 65536)
// @buf kdeg i64[NV] zero
// @buf tot u64[NV] zero
// @buf new_comm i32[NV] zero
// @buf moved u32[1] zero
// @launch vertex_degrees grid(NV / 256) block(256) args(row_ptr, w, comm, kdeg, tot, i32(NV))
// @launch local_move grid(NV / 128) block(128) args(row_ptr, adj, w, comm, kdeg, tot, new_comm, i64(2 * 8 * MAXDEG * NV), i32(NV))
// @launch count_moved grid(NV / 256) block(256) args(comm, new_comm, moved, i32(NV))
// @check kdeg exact
// @check tot exact
// @check new_comm exact
// @check moved exact
#include <cstdint>

#define TABLE_SLOTS 64
#define EMPTY_KEY (-1)

__global__ void vertex_degrees(const int *__restrict__ row_ptr, const int *__restrict__ w, const int *__restrict__ comm,
                               int64_t *kdeg, unsigned long long *tot, int nv) {
  const int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= nv) return;
  int64_t k = 0;
  for (int e = row_ptr[v]; e < row_ptr[v + 1]; ++e) k += w[e];
  kdeg[v] = k;
  atomicAdd(&tot[comm[v]], (unsigned long long)k);
}

struct Candidate {
  int community;
  int64_t weight;
};

__device__ __forceinline__ unsigned slot_of(int key) { return ((unsigned)key * 0x9E3779B1u) >> 26; }

// two_m: twice the total edge weight, an upper bound is enough for the scaled comparison to keep its order.
__global__ void local_move(const int *__restrict__ row_ptr, const int *__restrict__ adj, const int *__restrict__ w,
                           const int *__restrict__ comm, const int64_t *__restrict__ kdeg,
                           const unsigned long long *__restrict__ tot, int *new_comm, int64_t two_m, int nv) {
  const int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= nv) return;
  Candidate table[TABLE_SLOTS];
  for (int s = 0; s < TABLE_SLOTS; ++s) table[s] = Candidate{EMPTY_KEY, 0};
  const int own = comm[v];
  int64_t self_loops = 0;
  for (int e = row_ptr[v]; e < row_ptr[v + 1]; ++e) {
    const int u = __ldg(&adj[e]);
    if (u == v) {
      self_loops += w[e];
      continue;
    }
    const int c = comm[u];
    unsigned s = slot_of(c);
    while (table[s].community != EMPTY_KEY && table[s].community != c) s = (s + 1) & (TABLE_SLOTS - 1);
    table[s].community = c;
    table[s].weight += w[e];
  }
  const int64_t k = kdeg[v];
  // Gain of moving v (removed from its community first) into community c, times 2m:
  //   2m * k_in(c) - k * tot'(c), with tot' = tot - k for v's own community.
  int64_t w_own = 0;
  for (int s = 0; s < TABLE_SLOTS; ++s)
    if (table[s].community == own) w_own = table[s].weight;
  int best = own;
  int64_t best_gain = two_m * w_own - k * ((int64_t)tot[own] - k);
  for (int s = 0; s < TABLE_SLOTS; ++s) {
    const Candidate cand = table[s];
    if (cand.community == EMPTY_KEY || cand.community == own) continue;
    const int64_t gain = two_m * cand.weight - k * (int64_t)tot[cand.community];
    if (gain > best_gain || (gain == best_gain && cand.community < best)) {
      best_gain = gain;
      best = cand.community;
    }
  }
  (void)self_loops;
  new_comm[v] = best;
}

__global__ void count_moved(const int *__restrict__ comm, const int *__restrict__ new_comm, unsigned *moved, int nv) {
  const int v = blockIdx.x * blockDim.x + threadIdx.x;
  const bool m = v < nv && comm[v] != new_comm[v];
  const unsigned votes = __ballot_sync(0xffffffffu, m);
  if ((threadIdx.x & 31) == 0 && votes) atomicAdd(moved, (unsigned)__popc(votes));
}
