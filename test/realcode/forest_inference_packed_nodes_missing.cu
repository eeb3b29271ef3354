// @realcode Decision-forest inference in the style of GPU tree-inference libraries (FIL, XGBoost predictor): a builder kernel packs complete trees into 8-byte nodes (a union of the split threshold or leaf value with a bitfield word holding feature index, leaf flag and default-left flag), rows are staged in shared memory per block, each thread walks a strided subset of trees for every staged row with implicit child indexing, missing values (NaN) follow the node's default direction, and the per-row sums over trees are combined with a shared-memory reduction; templated on the output transform (raw margin or sigmoid) with std::conditional_t picking the accumulator type.
// @let NROWS = 1 << 16
// @let NF = 32
// @let NTREES = 128
// @let DEPTH = 8
// @let NNODES = NTREES * 511
// @buf rnd u32[NNODES] uniform(0, 4294967295)
// @buf rawx f32[NROWS * NF] uniform(-1, 1)
// @buf nodes u64[NNODES] zero
// @buf margin f32[NROWS] zero
// @buf prob f32[NROWS] zero
// @launch build_forest grid(cdiv(NNODES, 256)) block(256) args(rnd, nodes, i32(NTREES), i32(DEPTH), i32(NF))
// @launch predict<false, 16> grid(NROWS / 16) block(128) args(nodes, rawx, margin, i32(NROWS), i32(NF), i32(NTREES), i32(DEPTH))
// @launch predict<true, 16> grid(NROWS / 16) block(128) args(nodes, rawx, prob, i32(NROWS), i32(NF), i32(NTREES), i32(DEPTH))
// @check nodes exact
// @check margin abs=1e-4 rel=1e-5
// @check prob abs=1e-5 rel=1e-5
#include <cmath>
#include <cstdint>
#include <type_traits>

struct NodeBits {
  unsigned feature : 16;
  unsigned is_leaf : 1;
  unsigned default_left : 1;
  unsigned reserved : 14;
};

union PackedNode {
  uint64_t raw;
  struct {
    union {
      float threshold;
      float leaf_value;
    };
    NodeBits bits;
  } f;
};
static_assert(sizeof(PackedNode) == 8, "nodes are 8 bytes");

__device__ __forceinline__ float unit_float(uint32_t r) { return (r >> 8) * (1.0f / 16777216.0f); }

__global__ void build_forest(const uint32_t *__restrict__ rnd, uint64_t *nodes, int ntrees, int depth, int nf) {
  const int per_tree = (1 << (depth + 1)) - 1;
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= ntrees * per_tree) return;
  const int local = i % per_tree;
  const uint32_t r = rnd[i];
  PackedNode n;
  n.raw = 0;
  const bool leaf = local >= (1 << depth) - 1;
  n.f.bits.is_leaf = leaf;
  if (leaf) {
    n.f.leaf_value = (unit_float(r) - 0.5f) * 0.1f;
  } else {
    n.f.bits.feature = r % nf;
    n.f.bits.default_left = (r >> 5) & 1;
    n.f.threshold = unit_float(r * 2654435761u) * 2.0f - 1.0f;
  }
  nodes[i] = n.raw;
}

// Every 17th feature value counts as missing, as sparse inputs are densified with NaN.
__device__ __forceinline__ float load_feature(const float *x, int idx) {
  const float v = x[idx];
  return (idx % 17 == 3) ? NAN : v;
}

template <bool SIGMOID, int ROWS_PER_BLOCK>
__global__ void __launch_bounds__(128) predict(const uint64_t *__restrict__ nodes, const float *__restrict__ x, float *out,
                                              int nrows, int nf, int ntrees, int depth) {
  using acc_t = std::conditional_t<SIGMOID, double, float>;
  __shared__ float rows[ROWS_PER_BLOCK * 32];
  __shared__ acc_t partial[ROWS_PER_BLOCK][128 / 32];
  const int row0 = blockIdx.x * ROWS_PER_BLOCK;
  for (int k = threadIdx.x; k < ROWS_PER_BLOCK * nf; k += blockDim.x) rows[k] = load_feature(x, row0 * nf + k);
  __syncthreads();
  const int per_tree = (1 << (depth + 1)) - 1;
  for (int r = 0; r < ROWS_PER_BLOCK; ++r) {
    const float *row = rows + r * nf;
    acc_t sum = 0;
    for (int t = threadIdx.x; t < ntrees; t += blockDim.x) {
      const uint64_t *tree = nodes + (size_t)t * per_tree;
      int cur = 0;
      PackedNode n;
      n.raw = tree[0];
      while (!n.f.bits.is_leaf) {
        const float v = row[n.f.bits.feature];
        const bool left = std::isnan(v) ? n.f.bits.default_left : v < n.f.threshold;
        cur = 2 * cur + (left ? 1 : 2);
        n.raw = tree[cur];
      }
      sum += n.f.leaf_value;
    }
    for (int off = 16; off > 0; off >>= 1) sum += __shfl_down_sync(0xffffffffu, sum, off);
    if ((threadIdx.x & 31) == 0) partial[r][threadIdx.x >> 5] = sum;
  }
  __syncthreads();
  if (threadIdx.x < ROWS_PER_BLOCK && row0 + threadIdx.x < nrows) {
    acc_t s = 0;
    for (int w = 0; w < 128 / 32; ++w) s += partial[threadIdx.x][w];
    if constexpr (SIGMOID) {
      out[row0 + threadIdx.x] = static_cast<float>(1.0 / (1.0 + exp(-s)));
    } else {
      out[row0 + threadIdx.x] = s;
    }
  }
}

template __global__ void predict<false, 16>(const uint64_t *__restrict__, const float *__restrict__, float *, int, int, int, int);
template __global__ void predict<true, 16>(const uint64_t *__restrict__, const float *__restrict__, float *, int, int, int, int);
