// @realcode a GPU slab allocator's request path in modern C++ style (as in Ouroboros/ScatterAlloc-like allocators): a user-defined literal for sizes (16_KiB), size classes computed with cuda::std::bit_width / has_single_bit / countr_zero and a constexpr-built class table, CTAD on a small Span-like class template, lambdas with init-captures and a generic variadic lambda folding over a pack, `auto` non-type template parameters for the slab geometry, decltype(auto) accessors, [[likely]]/__builtin_expect on the fast path, __builtin_assume_aligned on the slab base, __builtin_unreachable after an exhaustive switch, cuda::std::midpoint/lerp, a warp-aggregated bump allocation per size class (__match_any_sync on the class, the leader's atomicAdd, offsets by __popc of the lower peers), and the slabs' occupancy summarised per class.
// @let N = 1 << 22
// @let CLASSES = 12
// @buf req u32[N] uniform(1, 40000)
// @buf offs u64[N] zero
// @buf bump u64[CLASSES] zero
// @buf stats f32[N] zero
// @launch allocate<16384, 12> grid(cdiv(N, 256)) block(256) args(req, offs, bump, stats, i32(N))
// @check offs unordered
// @check bump exact
// @check stats abs=1e-6 rel=1e-6
#include <cuda/std/bit>
#include <cuda/std/cmath>
#include <cuda/std/numeric>
#include <cuda/std/cstdint>

__host__ __device__ constexpr unsigned long long operator""_KiB(unsigned long long k) { return k * 1024ull; }
__host__ __device__ constexpr unsigned long long operator""_B(unsigned long long b) { return b; }

template <class T> struct Span {
  T *ptr;
  unsigned len;
  __device__ constexpr Span(T *p, unsigned n) : ptr(p), len(n) {}
  __device__ decltype(auto) operator[](unsigned i) const { return ptr[i]; }
  __device__ constexpr unsigned size() const { return len; }
};

// Size class c holds blocks of 16 << c bytes (16 B .. 32 KiB).
__host__ __device__ constexpr unsigned class_of(uint32_t bytes) {
  const uint32_t b = bytes < 16u ? 16u : bytes;
  const unsigned w = cuda::std::bit_width(b - 1u);  // ceil(log2(b))
  return (cuda::std::has_single_bit(b) ? cuda::std::countr_zero(b) : w) - 4u;
}
static_assert(class_of(1) == 0 && class_of(16) == 0 && class_of(17) == 1 && class_of(32) == 1 &&
                  class_of(16384) == 10 && class_of(16385) == 11,
              "size classes");

template <auto SlabBytes, auto Classes> struct Geometry {
  static constexpr unsigned long long slab = SlabBytes;
  static constexpr unsigned classes = Classes;
  static_assert(cuda::std::has_single_bit(slab), "slabs are powers of two");
};

template <class... Ts> __device__ constexpr auto sum_all(Ts... xs) { return (xs + ... + 0); }

template <auto SlabBytes, auto Classes>
__global__ void __launch_bounds__(256) allocate(const uint32_t *__restrict__ req, unsigned long long *__restrict__ offs,
                                                unsigned long long *__restrict__ bump, float *__restrict__ stats, int n) {
  using G = Geometry<SlabBytes, Classes>;
  static_assert(G::slab == 16_KiB, "instantiated for 16 KiB slabs");
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const bool live = i < n;
  const uint32_t bytes = live ? req[i] : 1u;
  const unsigned c = min(class_of(bytes), G::classes - 1u);
  const unsigned long long block_bytes = 16_B << c;
  // Warp aggregation per class: one atomic per (warp, class).
  const unsigned peers = __match_any_sync(0xffffffffu, live ? c : 0xffffffffu);
  const int lane = threadIdx.x & 31;
  const int leader = __ffs(peers) - 1;
  const unsigned rank = __popc(peers & ((1u << lane) - 1u));
  unsigned long long base = 0;
  if (__builtin_expect(lane == leader, 0) && live) base = atomicAdd(&bump[c], block_bytes * __popc(peers));
  base = __shfl_sync(peers, base, leader);
  if (!live) return;
  const unsigned long long off = base + rank * block_bytes;
  // Where the lane's block would start in a slab if the warp's class run began one (the offsets
  // themselves depend on the order of the atomics, this does not).
  auto in_slab = [slab = G::slab, first = block_bytes * (unsigned)lane] { return first & (slab - 1); };
  offs[i] = (unsigned long long)c << 56 | off;
  // Internal fragmentation, a lerp toward the class midpoint, and a folded checksum of the geometry.
  const float used = (float)bytes / (float)block_bytes;
  const float mid = (float)cuda::std::midpoint(block_bytes / 2, block_bytes) / (float)block_bytes;
  float frag;
  switch (c & 3u) {
  case 0: [[likely]] frag = cuda::std::lerp(used, mid, 0.25f); break;
  case 1: frag = cuda::std::lerp(used, mid, 0.5f); break;
  case 2: frag = cuda::std::lerp(used, mid, 0.75f); break;
  case 3: frag = used; break;
  default: __builtin_unreachable();
  }
  const float *aligned = static_cast<const float *>(__builtin_assume_aligned(stats, 16));
  (void)aligned;
  const Span s(stats, (unsigned)n);  // CTAD: Span<float>
  s[i] = frag + (float)sum_all(c & 1u, (unsigned)(in_slab() == 0), G::classes) * 1e-3f;
}

template __global__ void allocate<16384, 12>(const uint32_t *__restrict__, unsigned long long *__restrict__,
                                             unsigned long long *__restrict__, float *__restrict__, int);
