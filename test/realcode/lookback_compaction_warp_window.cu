// @realcode Order-preserving stream compaction (select-if) in one pass with decoupled look-back, the modern CUB variant: dynamic tile ids from an atomic ticket, tile status as a 64-bit word (2-bit flag, 32-bit count) read and published through cuda::atomic_ref with acquire/release order instead of volatile + fences, a warp-wide look-back window where 32 lanes inspect 32 predecessors at once (__any_sync to re-poll while any is unpublished, __ballot_sync + __ffs to find the nearest inclusive prefix, __reduce_add_sync for the aggregates before it), a block scan of per-thread selection counts with __shfl_up_sync.
// @let N = 1 << 24
// @let ITEMS = 4
// @let B = 256
// @let TILES = N / (B * ITEMS)
// @buf in i32[N] uniform(-1000, 1000)
// @buf out i32[N] zero
// @buf status u64[TILES] zero
// @buf ticket u32[1] zero
// @buf count u32[1] zero
// @launch select_positive<256, 4> grid(TILES) block(256) args(in, out, status, ticket, count, i32(N))
// @check out exact
// @check count exact
#include <cuda/atomic>
#include <cstdint>

constexpr unsigned long long FLAG_AGGREGATE = 1ull << 62, FLAG_INCLUSIVE = 2ull << 62;

template <int BLOCK, int ITEMS>
__global__ void __launch_bounds__(BLOCK) select_positive(const int *__restrict__ in, int *__restrict__ out,
                                                        unsigned long long *status, unsigned *ticket, unsigned *count,
                                                        int n) {
  constexpr int WARPS = BLOCK / 32;
  __shared__ int s_tile;
  __shared__ unsigned s_warp[WARPS];
  __shared__ unsigned s_exclusive;
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  if (threadIdx.x == 0) s_tile = atomicAdd(ticket, 1u);
  __syncthreads();
  const int tile = s_tile;
  const int base = tile * BLOCK * ITEMS;

  int v[ITEMS];
  unsigned mine = 0;
#pragma unroll
  for (int j = 0; j < ITEMS; ++j) {
    const int i = base + threadIdx.x * ITEMS + j;
    v[j] = i < n ? in[i] : 0;
    mine += v[j] > 0;
  }
  // Block exclusive scan of the per-thread counts.
  unsigned incl = mine;
#pragma unroll
  for (int o = 1; o < 32; o <<= 1) {
    const unsigned up = __shfl_up_sync(0xffffffffu, incl, o);
    if (lane >= o) incl += up;
  }
  if (lane == 31) s_warp[warp] = incl;
  __syncthreads();
  unsigned warp_offset = 0, aggregate = 0;
#pragma unroll
  for (int w = 0; w < WARPS; ++w) {
    warp_offset += w < warp ? s_warp[w] : 0;
    aggregate += s_warp[w];
  }
  if (warp == 0) {
    unsigned exclusive = 0;
    if (tile == 0) {
      if (lane == 0)
        cuda::atomic_ref<unsigned long long, cuda::thread_scope_device>(status[0])
            .store(FLAG_INCLUSIVE | aggregate, cuda::memory_order_release);
    } else {
      if (lane == 0)
        cuda::atomic_ref<unsigned long long, cuda::thread_scope_device>(status[tile])
            .store(FLAG_AGGREGATE | aggregate, cuda::memory_order_release);
      int window = tile - 1;
      while (true) {
        const int pred = window - lane;
        unsigned long long st = FLAG_INCLUSIVE; // before tile 0: an inclusive zero
        if (pred >= 0)
          st = cuda::atomic_ref<unsigned long long, cuda::thread_scope_device>(status[pred])
                   .load(cuda::memory_order_acquire);
        const unsigned long long flag = st & (3ull << 62);
        if (__any_sync(0xffffffffu, flag == 0)) continue; // someone not published yet: poll again
        const unsigned inclusive_lanes = __ballot_sync(0xffffffffu, flag == FLAG_INCLUSIVE);
        const int stop = inclusive_lanes ? __ffs(inclusive_lanes) - 1 : 31;
        exclusive += __reduce_add_sync(0xffffffffu, lane <= stop ? (unsigned)st : 0u);
        if (inclusive_lanes) break;
        window -= 32;
      }
      if (lane == 0)
        cuda::atomic_ref<unsigned long long, cuda::thread_scope_device>(status[tile])
            .store(FLAG_INCLUSIVE | (exclusive + aggregate), cuda::memory_order_release);
    }
    if (lane == 0) s_exclusive = exclusive;
  }
  __syncthreads();
  unsigned pos = s_exclusive + warp_offset + incl - mine;
#pragma unroll
  for (int j = 0; j < ITEMS; ++j)
    if (v[j] > 0) out[pos++] = v[j];
  if (tile == (int)gridDim.x - 1 && threadIdx.x == 0) *count = s_exclusive + aggregate;
}

template __global__ void select_positive<256, 4>(const int *, int *, unsigned long long *, unsigned *, unsigned *, int);
