// @realcode cuCollections-style static map: 64-bit slots packing (key, value), cooperative probing by a cg::thread_block_tile<4> over windows of 4 slots (tile.ballot for empty/matching slots, __ffs leader, tile.shfl of the CAS outcome), cuda::atomic_ref<unsigned long long>::compare_exchange_strong for the insert, a murmur3 fmix32 hasher functor and a double-hashing step, a probing_scheme class template with the tile size as a non-type parameter, cuda::std::pair for the unpacked slot, find writing the value or a sentinel, and a contains-count reduced with cg::reduce(tile, ..., cg::plus<int>()) then one atomicAdd a tile.
// @let CAP = 1 << 22
// @let N = 1 << 21
// @let Q = 1 << 22
// @buf slots u64[CAP] zero
// @buf found u32[Q] zero
// @buf count i32[1] zero
// @launch insert_kernel<4> grid(N * 4 / 256) block(256) args(slots, u64(CAP), i32(N))
// @launch find_kernel<4> grid(Q * 4 / 256) block(256) args(slots, u64(CAP), found, i32(Q))
// @launch contains_count_kernel<4> grid(Q * 4 / 256) block(256) args(slots, u64(CAP), count, i32(Q))
// @check found exact
// @check count exact
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda/atomic>
#include <cuda/std/utility>
#include <cstdint>

namespace cg = cooperative_groups;

namespace cuco_like {

constexpr uint64_t empty_slot = 0;  // no (key, value) packs to 0: value 0 goes with key_of(0) != 0
constexpr uint32_t empty_value = ~uint32_t{0};

__host__ __device__ constexpr uint64_t pack(uint32_t k, uint32_t v) { return (uint64_t(k) << 32) | v; }
__host__ __device__ constexpr cuda::std::pair<uint32_t, uint32_t> unpack(uint64_t s) {
  return {uint32_t(s >> 32), uint32_t(s & 0xffffffffu)};
}

struct murmurhash3_fmix32 {
  __host__ __device__ constexpr uint32_t operator()(uint32_t h) const noexcept {
    h ^= h >> 16;
    h *= 0x85ebca6bu;
    h ^= h >> 13;
    h *= 0xc2b2ae35u;
    h ^= h >> 16;
    return h;
  }
};

template <int CGSize, typename Hash1 = murmurhash3_fmix32>
class double_hashing {
 public:
  static constexpr int cg_size = CGSize;
  __host__ __device__ constexpr double_hashing(uint64_t capacity) : num_windows_{capacity / CGSize} {}

  // First window and the stride (in windows, odd so it visits every window of a power-of-two table).
  __device__ uint64_t start(uint32_t key) const { return Hash1{}(key) % num_windows_; }
  __device__ uint64_t step(uint32_t key) const { return (Hash1{}(key ^ 0x5bd1e995u) % (num_windows_ / 2)) * 2 + 1; }
  __device__ uint64_t num_windows() const { return num_windows_; }

 private:
  uint64_t num_windows_;
};

__device__ __forceinline__ uint32_t key_of(int i) { return uint32_t(i) * 0x9E3779B1u + 0x7f4a7c15u; }

enum class insert_result { CONTINUE, SUCCESS, DUPLICATE };

template <typename Tile>
__device__ insert_result window_insert(Tile const &tile, unsigned long long *window, uint32_t key, uint32_t value) {
  const uint64_t mine = window[tile.thread_rank()];
  const bool is_match = unpack(mine).first == key && mine != empty_slot;
  if (tile.any(is_match)) return insert_result::DUPLICATE;
  const uint32_t empties = tile.ballot(mine == empty_slot);
  if (empties == 0) return insert_result::CONTINUE;
  const int leader = __ffs(empties) - 1;
  int status = 0;
  if (tile.thread_rank() == leader) {
    cuda::atomic_ref<unsigned long long, cuda::thread_scope_device> ref{window[leader]};
    unsigned long long expected = empty_slot;
    if (ref.compare_exchange_strong(expected, pack(key, value), cuda::std::memory_order_relaxed)) {
      status = 1;
    } else if (unpack(expected).first == key) {
      status = 2;
    }
  }
  status = tile.shfl(status, leader);
  if (status == 1) return insert_result::SUCCESS;
  if (status == 2) return insert_result::DUPLICATE;
  return insert_result::CONTINUE;  // lost the race: look at the window again
}

}  // namespace cuco_like

using namespace cuco_like;

template <int CG>
__global__ void __launch_bounds__(256) insert_kernel(unsigned long long *__restrict__ slots, uint64_t capacity, int n) {
  auto tile = cg::tiled_partition<CG>(cg::this_thread_block());
  const int idx = (blockIdx.x * blockDim.x + threadIdx.x) / CG;
  if (idx >= n) return;
  const double_hashing<CG> probe{capacity};
  const uint32_t key = key_of(idx);
  uint64_t w = probe.start(key);
  const uint64_t s = probe.step(key);
  while (true) {
    const insert_result r = window_insert(tile, slots + w * CG, key, uint32_t(idx));
    if (r != insert_result::CONTINUE) return;
    // re-read the same window only when a slot was still empty
    const bool any_empty = tile.any(slots[w * CG + tile.thread_rank()] == empty_slot);
    if (!any_empty) w = (w + s) % probe.num_windows();
  }
}

template <int CG, typename Tile>
__device__ uint32_t tile_find(Tile const &tile, const unsigned long long *slots,
                              const double_hashing<CG> &probe, uint32_t key) {
  uint64_t w = probe.start(key);
  const uint64_t s = probe.step(key);
  for (uint64_t steps = 0; steps < probe.num_windows(); ++steps) {
    const uint64_t slot = slots[w * CG + tile.thread_rank()];
    const uint32_t hit = tile.ballot(slot != empty_slot && unpack(slot).first == key);
    if (hit) return tile.shfl(unpack(slot).second, __ffs(hit) - 1);
    if (tile.any(slot == empty_slot)) return empty_value;
    w = (w + s) % probe.num_windows();
  }
  return empty_value;
}

template <int CG>
__global__ void find_kernel(const unsigned long long *__restrict__ slots, uint64_t capacity, uint32_t *__restrict__ out,
                            int q) {
  auto tile = cg::tiled_partition<CG>(cg::this_thread_block());
  const int idx = (blockIdx.x * blockDim.x + threadIdx.x) / CG;
  if (idx >= q) return;
  const double_hashing<CG> probe{capacity};
  // queries alternate between inserted keys and keys never inserted
  const uint32_t key = (idx & 1) ? key_of(idx / 2) : key_of(idx / 2) ^ 0x80000001u;
  const uint32_t v = tile_find<CG>(tile, slots, probe, key);
  if (tile.thread_rank() == 0) out[idx] = v;
}

template <int CG>
__global__ void contains_count_kernel(const unsigned long long *__restrict__ slots, uint64_t capacity,
                                      int *__restrict__ count, int q) {
  auto block = cg::this_thread_block();
  auto tile = cg::tiled_partition<CG>(block);
  const int idx = (blockIdx.x * blockDim.x + threadIdx.x) / CG;
  const double_hashing<CG> probe{capacity};
  int found = 0;
  if (idx < q) {
    const uint32_t key = key_of(idx) ^ (idx % 3 == 0 ? 0x40000000u : 0u);
    found = tile_find<CG>(tile, slots, probe, key) != empty_value;
  }
  // one lane per tile carries the flag; the reduce spans a warp-sized tile
  auto warp = cg::tiled_partition<32>(block);
  const int in_warp = cg::reduce(warp, tile.thread_rank() == 0 ? found : 0, cg::plus<int>());
  if (warp.thread_rank() == 0 && in_warp) atomicAdd(count, in_warp);
}

template __global__ void insert_kernel<4>(unsigned long long *, uint64_t, int);
template __global__ void find_kernel<4>(const unsigned long long *, uint64_t, uint32_t *, int);
template __global__ void contains_count_kernel<4>(const unsigned long long *, uint64_t, int *, int);
