// @realcode Jones-Plassmann graph colouring as GPU graph libraries run it on symmetric CSR graphs: random priorities from a murmur3 finaliser of the vertex id, each round colouring every uncoloured vertex whose priority beats all its uncoloured neighbours (ties to the larger id) with the smallest colour absent among its coloured neighbours, found through a 64-bit forbidden-colour mask with __ffsll, rounds launched until none is left (the harness runs a fixed 40, past convergence), a colour-count reduction with atomicMax.
// @let N = 1 << 19
// @let MAXLEN = 12
// @buf row_ptr i32[N + 1] rowptr(MAXLEN)
// @buf cols i32[N * MAXLEN] uniform(0, N)
// @buf color i32[N] fill(-1)
// @buf max_color i32[1] zero
// @buf uncolored u32[40] zero
// @loop r = 0; r < 40; r = r + 1
//   @launch jp_round grid(N / 256) block(256) args(row_ptr, cols, color, uncolored, i32(N), i32(r))
// @end
// @launch colour_count grid(N / 256) block(256) args(color, max_color, i32(N))
// @check color exact
// @check max_color exact
// @check uncolored exact
#include <cstdint>

__host__ __device__ constexpr uint32_t fmix32(uint32_t h) {
  h ^= h >> 16;
  h *= 0x85ebca6bu;
  h ^= h >> 13;
  h *= 0xc2b2ae35u;
  h ^= h >> 16;
  return h;
}
static_assert(fmix32(0) == 0, "the finaliser fixes zero");

__device__ __forceinline__ bool beats(uint32_t pv, int v, uint32_t pu, int u) { return pv > pu || (pv == pu && v > u); }

// Colours carry the round that set them (round << 16 | colour), so that a
// neighbour coloured in this same round still counts as uncoloured: each
// round's decisions depend only on the colouring it started from. The
// corpus's random CSR lists are not symmetric; where only one endpoint
// lists an edge, both may win the same round (as with any directed input).
__global__ void jp_round(const int *__restrict__ row_ptr, const int *__restrict__ cols, int *color,
                         uint32_t *__restrict__ uncolored, int n, int round) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= n || color[v] >= 0)
    return;
  atomicAdd(&uncolored[round], 1u);
  uint32_t pv = fmix32((uint32_t)v * 2654435761u + 1u);
  uint64_t forbidden = 0;
  bool local_max = true;
  for (int e = row_ptr[v]; e < row_ptr[v + 1]; ++e) {
    int u = __ldg(cols + e);
    if (u == v)
      continue;
    int cu = atomicAdd(&color[u], 0);
    if (cu >= 0 && (cu >> 16) < round) {
      int c = cu & 0xffff;
      if (c < 64)
        forbidden |= 1ull << c;
    } else if (beats(fmix32((uint32_t)u * 2654435761u + 1u), u, pv, v)) {
      local_max = false;
    }
  }
  if (local_max) {
    int c = __ffsll(~forbidden) - 1;
    color[v] = (round << 16) | c;
  }
}

__global__ void colour_count(int *color, int *max_color, int n) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= n)
    return;
  int c = color[v];
  int plain = c >= 0 ? (c & 0xffff) : -1;
  color[v] = plain;
  atomicMax(max_color, plain + 1);
}
