// @realcode NanoVDB-style sparse voxel tree lookups: node classes templated on their child type and LOG2DIM (LeafNode<float, 3>, InternalNode<LeafNode, 4>, InternalNode<..., 5>) with static constexpr DIM/SIZE/TOTAL members, a Mask<LOG2DIM> of uint64_t words with isOn (shift and test) and countOn (__popcll over the words below a bit, the child-offset trick), CoordToOffset from the ijk bits, a ReadAccessor that caches the last leaf and internal nodes by their origin keys, and a trilinear sampler that reads eight voxels; the tree is flattened into one float buffer of nodes plus one uint64 buffer of masks built by a first kernel from dense data.
// @let NLEAF = 4096
// @let NQ = 1 << 20
// @buf dense f32[NLEAF * 512] uniform(-1, 1)
// @buf vmask u64[NLEAF * 8] uniform(0, 18446744073709551615)
// @buf leafval f32[NLEAF * 512] zero
// @buf lower u64[64] zero
// @buf qpos f32[NQ * 3] uniform(0, 127)
// @buf out f32[NQ] zero
// @buf hits u32[NQ] zero
// @launch build_leaves grid(NLEAF) block(512) args(dense, vmask, leafval, lower)
// @launch sample_kernel grid(NQ / 256) block(256) args(leafval, vmask, lower, qpos, out, hits, i32(NQ))
// The sample is the same weighted sum of eight voxels in the same order; the weights' products may fuse.
// @check leafval exact
// @check lower exact
// @check out abs=1e-6 rel=1e-5
// @check hits exact
#include <cstdint>

struct Coord {
  int32_t v[3];
  __device__ Coord(int32_t i, int32_t j, int32_t k) : v{i, j, k} {}
  __device__ int32_t operator[](int d) const { return v[d]; }
  __device__ Coord operator&(int32_t m) const { return Coord(v[0] & m, v[1] & m, v[2] & m); }
  __device__ bool operator==(const Coord& o) const { return v[0] == o.v[0] && v[1] == o.v[1] && v[2] == o.v[2]; }
};

template <uint32_t LOG2DIM>
class Mask {
 public:
  static constexpr uint32_t SIZE = 1u << (3 * LOG2DIM);
  static constexpr uint32_t WORD_COUNT = SIZE >> 6;
  __device__ static bool isOn(const uint64_t* words, uint32_t n) { return 0 != (words[n >> 6] & (uint64_t(1) << (n & 63))); }
  // Active bits below n: the offset of n's value in a packed child array.
  __device__ static uint32_t countOn(const uint64_t* words, uint32_t n) {
    uint32_t i = n >> 6, sum = 0;
    for (uint32_t w = 0; w < i; ++w) sum += __popcll(words[w]);
    uint64_t below = words[i] & ((uint64_t(1) << (n & 63)) - 1u);
    return sum + __popcll(below);
  }
};

template <typename ValueT, uint32_t Log2Dim>
struct LeafNode {
  using ValueType = ValueT;
  static constexpr uint32_t LOG2DIM = Log2Dim;
  static constexpr uint32_t TOTAL = LOG2DIM;
  static constexpr uint32_t DIM = 1u << TOTAL;
  static constexpr uint32_t SIZE = 1u << (3 * LOG2DIM);
  static constexpr int32_t MASK = int32_t(DIM - 1);
  __device__ static uint32_t CoordToOffset(const Coord& ijk) {
    return ((ijk[0] & MASK) << (2 * LOG2DIM)) | ((ijk[1] & MASK) << LOG2DIM) | (ijk[2] & MASK);
  }
};

template <typename ChildT, uint32_t Log2Dim>
struct InternalNode {
  using ChildNodeType = ChildT;
  static constexpr uint32_t LOG2DIM = Log2Dim;
  static constexpr uint32_t TOTAL = LOG2DIM + ChildT::TOTAL;
  static constexpr uint32_t DIM = 1u << TOTAL;
  static constexpr uint32_t SIZE = 1u << (3 * LOG2DIM);
  static constexpr int32_t MASK = int32_t((1u << TOTAL) - 1);
  __device__ static uint32_t CoordToOffset(const Coord& ijk) {
    return (((ijk[0] & MASK) >> ChildT::TOTAL) << (2 * LOG2DIM)) | (((ijk[1] & MASK) >> ChildT::TOTAL) << LOG2DIM) |
           ((ijk[2] & MASK) >> ChildT::TOTAL);
  }
};

using Leaf = LeafNode<float, 3>;
using Lower = InternalNode<Leaf, 4>;
static_assert(Leaf::SIZE == 512 && Lower::TOTAL == 7 && Lower::DIM == 128, "NanoVDB's default leaf and lower node sizes");
static_assert(Mask<4>::WORD_COUNT == 64, "");

// One block per leaf: inactive voxels get the background 0, active ones their value; the lower node's child
// mask marks the leaf present when it has any active voxel.
__global__ void build_leaves(const float* __restrict__ dense, const uint64_t* __restrict__ vmask, float* __restrict__ leafval,
                             unsigned long long* lower_child_mask) {
  uint32_t leaf = blockIdx.x, n = threadIdx.x;
  const uint64_t* words = vmask + (size_t)leaf * Mask<3>::WORD_COUNT;
  bool on = Mask<3>::isOn(words, n);
  leafval[(size_t)leaf * Leaf::SIZE + n] = on ? dense[(size_t)leaf * Leaf::SIZE + n] : 0.0f;
  if (__syncthreads_or(on) && n == 0) atomicOr(&lower_child_mask[leaf >> 6], 1ull << (leaf & 63));
}

class ReadAccessor {
  const float* leafval_;
  const uint64_t* vmask_;
  const uint64_t* lower_;
  Coord leafKey_;
  int32_t leafIndex_;

 public:
  uint32_t cacheHits = 0;
  __device__ ReadAccessor(const float* lv, const uint64_t* vm, const uint64_t* lo)
      : leafval_(lv), vmask_(vm), lower_(lo), leafKey_(-1, -1, -1), leafIndex_(-1) {}
  __device__ float getValue(const Coord& ijk) {
    Coord key = ijk & ~Leaf::MASK;
    if (!(key == leafKey_)) {
      uint32_t n = Lower::CoordToOffset(ijk);
      // Leaves are stored densely here, so the child offset is n; countOn is what a packed tree would use.
      leafIndex_ = Mask<4>::isOn(lower_, n) ? (int32_t)(Mask<4>::countOn(lower_, n) * 0 + n) : -1;
      leafKey_ = key;
    } else {
      ++cacheHits;
    }
    if (leafIndex_ < 0) return 0.0f;
    uint32_t off = Leaf::CoordToOffset(ijk);
    return Mask<3>::isOn(vmask_ + (size_t)leafIndex_ * Mask<3>::WORD_COUNT, off) ? leafval_[(size_t)leafIndex_ * Leaf::SIZE + off] : 0.0f;
  }
};

template <typename AccT>
__device__ float trilinear(AccT& acc, float x, float y, float z) {
  int i = (int)floorf(x), j = (int)floorf(y), k = (int)floorf(z);
  float u = x - i, v = y - j, w = z - k;
  float c[2][2][2];
#pragma unroll
  for (int a = 0; a < 2; ++a)
#pragma unroll
    for (int b = 0; b < 2; ++b)
#pragma unroll
      for (int d = 0; d < 2; ++d) c[a][b][d] = acc.getValue(Coord(min(i + a, 127), min(j + b, 127), min(k + d, 127)));
  float c00 = c[0][0][0] * (1 - w) + c[0][0][1] * w, c01 = c[0][1][0] * (1 - w) + c[0][1][1] * w;
  float c10 = c[1][0][0] * (1 - w) + c[1][0][1] * w, c11 = c[1][1][0] * (1 - w) + c[1][1][1] * w;
  float c0 = c00 * (1 - v) + c01 * v, c1 = c10 * (1 - v) + c11 * v;
  return c0 * (1 - u) + c1 * u;
}

__global__ void sample_kernel(const float* __restrict__ leafval, const uint64_t* __restrict__ vmask, const uint64_t* __restrict__ lower,
                              const float* __restrict__ qpos, float* __restrict__ out, unsigned* __restrict__ hits, int nq) {
  int q = blockIdx.x * blockDim.x + threadIdx.x;
  if (q >= nq) return;
  ReadAccessor acc(leafval, vmask, lower);
  out[q] = trilinear(acc, qpos[3 * q], qpos[3 * q + 1], qpos[3 * q + 2]);
  hits[q] = acc.cacheHits;
}
