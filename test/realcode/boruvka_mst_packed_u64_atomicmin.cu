// @realcode Minimum spanning forest by Boruvka rounds as GPU graph libraries write them for an edge list: every edge offers itself to both endpoint components through a 64-bit atomicMin of (weight << 32 | edge id) (unique keys, so ties cannot make cycles), each component root hooks onto the component across its lightest edge and marks that edge, mutual hooks are broken towards the smaller root id, and labels are compressed by following the hook chains; 16 rounds of five launches on 2^20 vertices and 2^23 random edges, then the forest's weight summed.
// @let V = 1 << 20
// @let E = 1 << 23
// @let ROUNDS = 16
// @buf src i32[E] uniform(0, V)
// @buf dst i32[E] uniform(0, V)
// @buf weight u32[E] uniform(1, 1048576)
// @buf comp i32[V] iota
// @buf hook i32[V] zero
// @buf best u64[V] zero
// @buf in_mst u8[E] zero
// @buf total u64[1] zero
// @loop r = 0; r < ROUNDS; r = r + 1
//   @launch reset_offers grid(V / 256) block(256) args(best, i32(V))
//   @launch offer_lightest_edges grid(E / 256) block(256) args(src, dst, weight, comp, best, i32(E), i32(V))
//   @launch hook_components grid(V / 256) block(256) args(src, dst, comp, best, hook, in_mst, i32(V))
//   @launch break_mutual_hooks grid(V / 256) block(256) args(comp, hook, i32(V))
//   @launch compress_labels grid(V / 256) block(256) args(comp, hook, i32(V))
// @end
// @launch forest_weight grid(E / 256) block(256) args(weight, in_mst, total, i32(E))
// @check comp exact
// @check best exact
// @check in_mst exact
// @check total exact
#include <cstdint>

constexpr unsigned long long kNoEdge = ~0ull;

__global__ void reset_offers(unsigned long long *best, int vertices) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < vertices) best[v] = kNoEdge;
}

__global__ void offer_lightest_edges(const int *__restrict__ src, const int *__restrict__ dst, const uint32_t *__restrict__ w,
                                     const int *__restrict__ comp, unsigned long long *best, int edges, int vertices) {
  int e = blockIdx.x * blockDim.x + threadIdx.x;
  if (e >= edges) return;
  int a = comp[src[e]], b = comp[dst[e]];
  if (a == b) return;
  unsigned long long key = ((unsigned long long)w[e] << 32) | (uint32_t)e;
  atomicMin(best + a, key);
  atomicMin(best + b, key);
}

__global__ void hook_components(const int *__restrict__ src, const int *__restrict__ dst, const int *__restrict__ comp,
                                const unsigned long long *__restrict__ best, int *__restrict__ hook, uint8_t *__restrict__ in_mst,
                                int vertices) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= vertices || comp[c] != c) return;
  unsigned long long key = best[c];
  if (key == kNoEdge) {
    hook[c] = c;
    return;
  }
  uint32_t e = (uint32_t)key;
  int a = comp[src[e]], b = comp[dst[e]];
  hook[c] = a == c ? b : a;
  in_mst[e] = 1; // both ends may mark it: same value
}

__global__ void break_mutual_hooks(const int *__restrict__ comp, int *hook, int vertices) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= vertices || comp[c] != c) return;
  int o = hook[c];
  // Only the smaller root of a mutual pair writes, so the other's read is not raced.
  if (c < o && hook[o] == c) hook[c] = c;
}

__global__ void compress_labels(int *comp, const int *__restrict__ hook, int vertices) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= vertices) return;
  int r = comp[v];
  while (hook[r] != r) r = hook[r];
  comp[v] = r;
}

__global__ void forest_weight(const uint32_t *__restrict__ w, const uint8_t *__restrict__ in_mst, unsigned long long *total,
                              int edges) {
  int e = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned long long v = (e < edges && in_mst[e]) ? w[e] : 0ull;
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
  if (threadIdx.x % 32 == 0 && v) atomicAdd(total, v);
}
