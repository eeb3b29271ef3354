// @realcode RAFT/cuML-style pairwise distances: a KernelPolicy struct of enum constants (Veclen, Kblk, Mblk, Nblk, per-thread accumulator tiles, SmemSize), a TxN_t<T, veclen> union loaded and stored with ld.global.cg.v4 / st.shared.v4 inline PTX, distance ops as policy functors with core() and epilog() (L2 expanded with row norms, cosine, L1 unexpanded) selected by a template parameter, a row-norm kernel with a templated warp reduce, and the tiled kernel reading its dynamic shared memory as two tiles.
// @let M = 2048
// @let N = 1024
// @let K = 128
// @buf x f32[M * K] uniform(-1, 1)
// @buf y f32[N * K] uniform(-1, 1)
// @buf xn f32[M] zero
// @buf yn f32[N] zero
// @buf d2 f32[M * N] zero
// @buf dcos f32[M * N] zero
// @buf dl1 f32[M * N] zero
// @launch raft_like::row_norms<float, 4> grid(cdiv(M, 8)) block(256) args(xn, x, i32(M), i32(K))
// @launch raft_like::row_norms<float, 4> grid(cdiv(N, 8)) block(256) args(yn, y, i32(N), i32(K))
// @launch raft_like::pairwise_distance_kernel<raft_like::KernelPolicy<float, 4>, raft_like::L2ExpandedOp<float>> grid(N / 32, M / 32) block(64) shared(8448) args(x, y, xn, yn, d2, i32(M), i32(N), i32(K))
// @launch raft_like::pairwise_distance_kernel<raft_like::KernelPolicy<float, 4>, raft_like::CosineOp<float>> grid(N / 32, M / 32) block(64) shared(8448) args(x, y, xn, yn, dcos, i32(M), i32(N), i32(K))
// @launch raft_like::pairwise_distance_kernel<raft_like::KernelPolicy<float, 4>, raft_like::L1Op<float>> grid(N / 32, M / 32) block(64) shared(8448) args(x, y, xn, yn, dl1, i32(M), i32(N), i32(K))
// The norms and L1 sums add 128 terms in a fixed order, but which of the products fuse into fmas is each
// compiler's choice (a few ulps of a sum near 43); the L2 distance is sqrt(xn + yn - 2 dot), whose
// cancellation turns those ulps into about 1e-5 absolute on values near 16; cosine is 1 - dot / sqrt(xn yn).
// @check xn abs=1e-4 rel=1e-5
// @check yn abs=1e-4 rel=1e-5
// @check d2 abs=2e-4 rel=1e-5
// @check dcos abs=1e-5 rel=1e-5
// @check dl1 abs=1e-4 rel=1e-5
#include <cstdint>

namespace raft_like {

template <typename DataT, int _veclen>
struct KernelPolicy {
  enum {
    Veclen = _veclen,
    Kblk = 32,
    Mblk = 32,
    Nblk = 32,
    AccThRows = 8,
    AccThCols = 8,
    AccRowsPerTh = Mblk / AccThRows,
    AccColsPerTh = Nblk / AccThCols,
    SmemPadding = 1,
    SmemStride = Kblk + SmemPadding,
    SmemSize = (Mblk + Nblk) * SmemStride * (int)sizeof(DataT),
    Nthreads = AccThRows * AccThCols,
  };
  typedef DataT Type;
};

template <typename T, int N> struct TxN_t;

template <> struct TxN_t<float, 4> {
  union {
    float data[4];
    float4 vec;
  } val;
  __device__ __forceinline__ void load(const float* ptr, int idx) {
    asm volatile("ld.global.cg.v4.f32 {%0, %1, %2, %3}, [%4];"
                 : "=f"(val.data[0]), "=f"(val.data[1]), "=f"(val.data[2]), "=f"(val.data[3])
                 : "l"(ptr + idx));
  }
  __device__ __forceinline__ void store_shared(float* sptr, int idx) const {
    uint32_t addr = static_cast<uint32_t>(__cvta_generic_to_shared(sptr + idx));
    asm volatile("st.shared.v4.f32 [%0], {%1, %2, %3, %4};" ::"r"(addr), "f"(val.data[0]), "f"(val.data[1]),
                 "f"(val.data[2]), "f"(val.data[3]));
  }
};

template <typename T> struct L2ExpandedOp {
  static constexpr bool use_norms = true;
  __device__ static void core(T& acc, T x, T y) { acc += x * y; }
  __device__ static T epilog(T acc, T xn, T yn) {
    T v = xn + yn - T(2) * acc;
    return sqrtf(v < T(0) ? T(0) : v);
  }
};

template <typename T> struct CosineOp {
  static constexpr bool use_norms = true;
  __device__ static void core(T& acc, T x, T y) { acc += x * y; }
  __device__ static T epilog(T acc, T xn, T yn) { return T(1) - acc / sqrtf(xn * yn); }
};

template <typename T> struct L1Op {
  static constexpr bool use_norms = false;
  __device__ static void core(T& acc, T x, T y) { acc += fabsf(x - y); }
  __device__ static T epilog(T acc, T, T) { return acc; }
};

template <typename T, int width = 32>
__device__ __forceinline__ T warp_reduce(T v) {
#pragma unroll
  for (int off = width / 2; off > 0; off >>= 1) v += __shfl_xor_sync(0xffffffffu, v, off, width);
  return v;
}

// One warp per row: eight rows per 256-thread block, vector loads across the row.
template <typename T, int veclen>
__global__ void row_norms(T* __restrict__ out, const T* __restrict__ in, int rows, int cols) {
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  int row = blockIdx.x * (blockDim.x / 32) + warp;
  if (row >= rows) return;
  T acc = 0;
  for (int c = lane * veclen; c < cols; c += 32 * veclen) {
    TxN_t<T, veclen> v;
    v.load(in, row * cols + c);
#pragma unroll
    for (int j = 0; j < veclen; ++j) acc += v.val.data[j] * v.val.data[j];
  }
  acc = warp_reduce(acc);
  if (lane == 0) out[row] = acc;
}

template <typename Policy, typename OpT>
__global__ void __launch_bounds__(Policy::Nthreads)
    pairwise_distance_kernel(const typename Policy::Type* x, const typename Policy::Type* y,
                             const typename Policy::Type* xn, const typename Policy::Type* yn,
                             typename Policy::Type* dist, int m, int n, int k) {
  using T = typename Policy::Type;
  extern __shared__ char smem_raw[];
  T* sx = reinterpret_cast<T*>(smem_raw);
  T* sy = sx + Policy::Mblk * Policy::SmemStride;
  const int tid = threadIdx.x;
  const int tx = tid % Policy::AccThCols, ty = tid / Policy::AccThCols;
  const int row0 = blockIdx.y * Policy::Mblk, col0 = blockIdx.x * Policy::Nblk;
  T acc[Policy::AccRowsPerTh][Policy::AccColsPerTh];
#pragma unroll
  for (int i = 0; i < Policy::AccRowsPerTh; ++i)
#pragma unroll
    for (int j = 0; j < Policy::AccColsPerTh; ++j) acc[i][j] = T(0);

  constexpr int VecsPerRow = Policy::Kblk / Policy::Veclen;
  for (int kb = 0; kb < k; kb += Policy::Kblk) {
    for (int v = tid; v < Policy::Mblk * VecsPerRow; v += Policy::Nthreads) {
      int r = v / VecsPerRow, c = (v % VecsPerRow) * Policy::Veclen;
      TxN_t<T, Policy::Veclen> a, b;
      a.load(x, (row0 + r) * k + kb + c);
      b.load(y, (col0 + r) * k + kb + c);
      // SmemStride is odd: scalar stores keep the padded layout.
#pragma unroll
      for (int j = 0; j < Policy::Veclen; ++j) {
        sx[r * Policy::SmemStride + c + j] = a.val.data[j];
        sy[r * Policy::SmemStride + c + j] = b.val.data[j];
      }
    }
    __syncthreads();
#pragma unroll 4
    for (int kk = 0; kk < Policy::Kblk; ++kk) {
      T xr[Policy::AccRowsPerTh], yr[Policy::AccColsPerTh];
#pragma unroll
      for (int i = 0; i < Policy::AccRowsPerTh; ++i) xr[i] = sx[(ty + i * Policy::AccThRows) * Policy::SmemStride + kk];
#pragma unroll
      for (int j = 0; j < Policy::AccColsPerTh; ++j) yr[j] = sy[(tx + j * Policy::AccThCols) * Policy::SmemStride + kk];
#pragma unroll
      for (int i = 0; i < Policy::AccRowsPerTh; ++i)
#pragma unroll
        for (int j = 0; j < Policy::AccColsPerTh; ++j) OpT::core(acc[i][j], xr[i], yr[j]);
    }
    __syncthreads();
  }
#pragma unroll
  for (int i = 0; i < Policy::AccRowsPerTh; ++i) {
    int r = row0 + ty + i * Policy::AccThRows;
#pragma unroll
    for (int j = 0; j < Policy::AccColsPerTh; ++j) {
      int c = col0 + tx + j * Policy::AccThCols;
      T a = OpT::use_norms ? xn[r] : T(0);
      T b = OpT::use_norms ? yn[c] : T(0);
      if (r < m && c < n) dist[(size_t)r * n + c] = OpT::epilog(acc[i][j], a, b);
    }
  }
}

static_assert(KernelPolicy<float, 4>::SmemSize == 8448, "the header's shared(8448)");

// RAFT instantiates its kernels from host dispatch code; the explicit instantiations stand in for it.
template __global__ void row_norms<float, 4>(float*, const float*, int, int);
template __global__ void pairwise_distance_kernel<KernelPolicy<float, 4>, L2ExpandedOp<float>>(
    const float*, const float*, const float*, const float*, float*, int, int, int);
template __global__ void pairwise_distance_kernel<KernelPolicy<float, 4>, CosineOp<float>>(
    const float*, const float*, const float*, const float*, float*, int, int, int);
template __global__ void pairwise_distance_kernel<KernelPolicy<float, 4>, L1Op<float>>(
    const float*, const float*, const float*, const float*, float*, int, int, int);

}  // namespace raft_like
