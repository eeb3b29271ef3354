// @realcode Luby's maximal independent set on a CSR graph, one launch pair per round as graph libraries iterate it: each undecided vertex draws a priority from a 32-bit integer hash of (vertex, round), joins the set when it beats every undecided neighbour (ties broken by vertex id), then neighbours of new members are removed; an enum of vertex states in an int8 array, a device-wide counter of undecided vertices bumped with warp-aggregated atomics, and a final check counting adjacent members (the random test graph is directed, so one-way edges can join two members).
// @let V = 1 << 18
// @let DEG = 8
// @let ROUNDS = 12
// @buf rowptr i32[V + 1] iota(0, DEG)
// @buf cols i32[V * DEG] uniform(0, V)
// @buf state i8[V] zero
// @buf remaining u32[ROUNDS] zero
// @buf violations u32[1] zero
// @loop r = 0; r < ROUNDS; r = r + 1
//   @launch luby_select grid(V / 256) block(256) args(rowptr, cols, state, i32(V), u32(r))
//   @launch luby_remove grid(V / 256) block(256) args(rowptr, cols, state, remaining, i32(V), i32(r))
// @end
// @launch check_independent grid(V / 256) block(256) args(rowptr, cols, state, violations, i32(V))
// @check state exact
// @check remaining exact
// @check violations exact
#include <cstdint>

enum VertexState : int8_t { UNDECIDED = 0, IN_SET = 1, REMOVED = 2, CANDIDATE = 3 };

__device__ __forceinline__ uint32_t hash32(uint32_t x) {
  x ^= x >> 16;
  x *= 0x7feb352dU;
  x ^= x >> 15;
  x *= 0x846ca68bU;
  x ^= x >> 16;
  return x;
}

__device__ __forceinline__ uint64_t priority(int v, uint32_t round) {
  return (uint64_t)hash32((uint32_t)v * 0x9E3779B1u ^ hash32(round + 1)) << 32 | (uint32_t)v;
}

__global__ void luby_select(const int *__restrict__ rowptr, const int *__restrict__ cols, int8_t *__restrict__ state,
                            int nv, uint32_t round) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= nv || state[v] != UNDECIDED) return;
  const uint64_t mine = priority(v, round);
  for (int e = rowptr[v]; e < rowptr[v + 1]; e++) {
    int u = cols[e];
    if (u == v) continue;
    int8_t su = state[u];
    // A neighbour that became a candidate this round was undecided when it compared.
    if ((su == UNDECIDED || su == CANDIDATE) && priority(u, round) > mine) return;
  }
  state[v] = CANDIDATE;
}

__global__ void luby_remove(const int *__restrict__ rowptr, const int *__restrict__ cols, int8_t *__restrict__ state,
                            unsigned *__restrict__ remaining, int nv, int round) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  bool undecided = false;
  if (v < nv) {
    int8_t s = state[v];
    if (s == UNDECIDED) {
      bool knocked_out = false;
      for (int e = rowptr[v]; e < rowptr[v + 1] && !knocked_out; e++) {
        int u = cols[e];
        // Candidates are promoted by their own thread below; read both spellings.
        knocked_out = u != v && (state[u] == CANDIDATE || state[u] == IN_SET);
      }
      if (knocked_out) state[v] = REMOVED;
      undecided = !knocked_out;
    } else if (s == CANDIDATE) {
      state[v] = IN_SET;
    }
  }
  unsigned mask = __ballot_sync(0xffffffffu, undecided);
  if ((threadIdx.x & 31) == 0 && mask) atomicAdd(&remaining[round], __popc(mask));
}

__global__ void check_independent(const int *__restrict__ rowptr, const int *__restrict__ cols,
                                  const int8_t *__restrict__ state, unsigned *__restrict__ violations, int nv) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= nv || state[v] != IN_SET) return;
  for (int e = rowptr[v]; e < rowptr[v + 1]; e++)
    if (cols[e] != v && state[cols[e]] == IN_SET) atomicAdd(violations, 1u);
}
