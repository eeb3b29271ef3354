// @realcode CUTLASS-style building blocks in a SIMT GEMM with a fused epilogue: CUTLASS_HOST_DEVICE / CUTLASS_DEVICE macros, CUTLASS_PRAGMA_UNROLL / CUTLASS_PRAGMA_NO_UNROLL spelled with _Pragma, a cutlass::Array<T, N> class template (with a bit-packed-free AlignedArray subclass), NumericConverter<T, S, FloatRoundStyle> specialisations (float -> half round-to-nearest and round-toward-zero, float -> int8 saturating), NumericArrayConverter over Arrays, epilogue::thread::LinearCombination<ElementOutput, Count, ElementAccumulator, ElementCompute> with a Params struct, the activation functor (ReLu / Identity class templates) passed down as a template template parameter of the kernel, and MatrixCoord / GemmCoord index structs with operator overloads.
// @let M = 2048
// @let N = 2048
// @let K = 512
// @buf A f32[M * K] uniform(-1, 1)
// @buf B f32[K * N] uniform(-1, 1)
// @buf C f32[M * N] uniform(-1, 1)
// @buf Dh f16[M * N] zero
// @buf Dz f16[M * N] zero
// @buf D8 i8[M * N] zero
// @launch simt_gemm_epilogue<(cutlass::FloatRoundStyle)2, cutlass::half_t, cutlass::epilogue::thread::ReLu> grid(N / 64, M / 64) block(16, 16) args(A, B, C, Dh, i32(M), i32(N), i32(K), f32(1.5), f32(-0.5))
// @launch simt_gemm_epilogue<(cutlass::FloatRoundStyle)1, cutlass::half_t, cutlass::epilogue::thread::ReLu> grid(N / 64, M / 64) block(16, 16) args(A, B, C, Dz, i32(M), i32(N), i32(K), f32(1.5), f32(-0.5))
// @launch simt_gemm_epilogue<(cutlass::FloatRoundStyle)2, signed char, cutlass::epilogue::thread::Identity> grid(N / 64, M / 64) block(16, 16) args(A, B, C, D8, i32(M), i32(N), i32(K), f32(12.0), f32(3.0))
// @check Dh rel=2e-3 abs=2e-3
// @check Dz rel=2e-3 abs=2e-3
// @check D8 frac=1e-3 (the fp32 accumulator may differ in its last bits between the two compilers' FMA orders, so a value at a .5 rounding edge may land on either integer)
#include <cuda_fp16.h>
#include <cstdint>

#define CUTLASS_HOST_DEVICE __forceinline__ __device__ __host__
#define CUTLASS_DEVICE __forceinline__ __device__
#define CUTLASS_PRAGMA_UNROLL _Pragma("unroll")
#define CUTLASS_PRAGMA_NO_UNROLL _Pragma("unroll 1")

namespace cutlass {

enum class FloatRoundStyle { round_indeterminate, round_toward_zero, round_to_nearest, round_toward_infinity };

struct half_t {
  __half storage;
  half_t() = default;
  CUTLASS_HOST_DEVICE explicit half_t(__half h) : storage(h) {}
};

template <typename T, int N>
class Array {
 public:
  using Element = T;
  static constexpr int kElements = N;
  CUTLASS_HOST_DEVICE T &operator[](int i) { return storage[i]; }
  CUTLASS_HOST_DEVICE const T &operator[](int i) const { return storage[i]; }
  CUTLASS_HOST_DEVICE constexpr int size() const { return N; }
  CUTLASS_HOST_DEVICE T *data() { return storage; }
  CUTLASS_HOST_DEVICE void fill(T x) {
    CUTLASS_PRAGMA_UNROLL
    for (int i = 0; i < N; ++i) storage[i] = x;
  }

 private:
  T storage[N];
};

template <typename T, int N, int Alignment = sizeof(T) * N>
class alignas(Alignment) AlignedArray : public Array<T, N> {};

template <typename T, typename S, FloatRoundStyle Round = FloatRoundStyle::round_to_nearest>
struct NumericConverter {
  using result_type = T;
  using source_type = S;
  CUTLASS_HOST_DEVICE static result_type convert(source_type const &s) { return static_cast<result_type>(s); }
  CUTLASS_HOST_DEVICE result_type operator()(source_type const &s) const { return convert(s); }
};

template <>
struct NumericConverter<half_t, float, FloatRoundStyle::round_to_nearest> {
  CUTLASS_DEVICE static half_t convert(float const &s) { return half_t(__float2half_rn(s)); }
  CUTLASS_DEVICE half_t operator()(float const &s) const { return convert(s); }
};

template <>
struct NumericConverter<half_t, float, FloatRoundStyle::round_toward_zero> {
  CUTLASS_DEVICE static half_t convert(float const &s) { return half_t(__float2half_rz(s)); }
  CUTLASS_DEVICE half_t operator()(float const &s) const { return convert(s); }
};

template <FloatRoundStyle Round>
struct NumericConverter<int8_t, float, Round> {
  CUTLASS_DEVICE static int8_t convert(float const &s) {
    int result;
    asm("cvt.rni.sat.s8.f32 %0, %1;" : "=r"(result) : "f"(s));
    return static_cast<int8_t>(result);
  }
  CUTLASS_DEVICE int8_t operator()(float const &s) const { return convert(s); }
};

template <typename T, typename S, int N, FloatRoundStyle Round = FloatRoundStyle::round_to_nearest>
struct NumericArrayConverter {
  using result_type = Array<T, N>;
  using source_type = Array<S, N>;
  CUTLASS_DEVICE static result_type convert(source_type const &s) {
    result_type result;
    NumericConverter<T, S, Round> convert_;
    CUTLASS_PRAGMA_UNROLL
    for (int i = 0; i < N; ++i) result[i] = convert_(s[i]);
    return result;
  }
  CUTLASS_DEVICE result_type operator()(source_type const &s) const { return convert(s); }
};

struct MatrixCoord {
  int row_, column_;
  CUTLASS_HOST_DEVICE MatrixCoord(int r = 0, int c = 0) : row_(r), column_(c) {}
  CUTLASS_HOST_DEVICE int row() const { return row_; }
  CUTLASS_HOST_DEVICE int column() const { return column_; }
  CUTLASS_HOST_DEVICE MatrixCoord operator+(MatrixCoord const &b) const { return MatrixCoord(row_ + b.row_, column_ + b.column_); }
  CUTLASS_HOST_DEVICE MatrixCoord &operator+=(MatrixCoord const &b) {
    row_ += b.row_;
    column_ += b.column_;
    return *this;
  }
};

struct GemmCoord {
  int m_, n_, k_;
  CUTLASS_HOST_DEVICE GemmCoord(int m, int n, int k) : m_(m), n_(n), k_(k) {}
  CUTLASS_HOST_DEVICE int m() const { return m_; }
  CUTLASS_HOST_DEVICE int n() const { return n_; }
  CUTLASS_HOST_DEVICE int k() const { return k_; }
  CUTLASS_HOST_DEVICE MatrixCoord mn() const { return MatrixCoord(m_, n_); }
};

namespace epilogue {
namespace thread {

template <typename T>
struct Identity {
  CUTLASS_DEVICE T operator()(T const &x) const { return x; }
};
template <typename T>
struct ReLu {
  CUTLASS_DEVICE T operator()(T const &x) const { return x < T(0) ? T(0) : x; }
};

template <typename ElementOutput_, int Count, typename ElementAccumulator_ = float,
          typename ElementCompute_ = float, FloatRoundStyle Round = FloatRoundStyle::round_to_nearest,
          template <typename> class Activation = Identity>
class LinearCombination {
 public:
  using ElementOutput = ElementOutput_;
  using ElementAccumulator = ElementAccumulator_;
  using ElementCompute = ElementCompute_;
  static int const kCount = Count;
  using FragmentOutput = Array<ElementOutput, kCount>;
  using FragmentAccumulator = Array<ElementAccumulator, kCount>;
  using ComputeFragment = Array<ElementCompute, kCount>;

  struct Params {
    ElementCompute alpha;
    ElementCompute beta;
    CUTLASS_HOST_DEVICE Params(ElementCompute alpha, ElementCompute beta) : alpha(alpha), beta(beta) {}
  };

  CUTLASS_HOST_DEVICE explicit LinearCombination(Params const &params) : alpha_(params.alpha), beta_(params.beta) {}

  CUTLASS_DEVICE FragmentOutput operator()(FragmentAccumulator const &accumulator,
                                           FragmentOutput const &source_unused, ComputeFragment const &source) const {
    (void)source_unused;
    ComputeFragment intermediate;
    Activation<ElementCompute> act;
    CUTLASS_PRAGMA_UNROLL
    for (int i = 0; i < kCount; ++i) intermediate[i] = act(alpha_ * ElementCompute(accumulator[i]) + beta_ * source[i]);
    NumericArrayConverter<ElementOutput, ElementCompute, kCount, Round> destination_converter;
    return destination_converter(intermediate);
  }

 private:
  ElementCompute alpha_;
  ElementCompute beta_;
};

}  // namespace thread
}  // namespace epilogue
}  // namespace cutlass

// 64x64 tile a block of 16x16 threads, 4x4 outputs a thread, k-tiles of 8 through shared memory.
template <cutlass::FloatRoundStyle Round, typename ElementOut, template <typename> class Act>
__global__ void __launch_bounds__(256) simt_gemm_epilogue(const float *__restrict__ A, const float *__restrict__ B,
                                                          const float *__restrict__ C, ElementOut *__restrict__ D,
                                                          int M, int N, int K, float alpha, float beta) {
  using Epilogue = cutlass::epilogue::thread::LinearCombination<
      ElementOut, 4, float, float, Round, Act>;
  constexpr int kTileK = 8;
  __shared__ float As[kTileK][64 + 4];
  __shared__ float Bs[kTileK][64 + 4];

  const cutlass::GemmCoord problem(M, N, K);
  const cutlass::MatrixCoord block_origin(blockIdx.y * 64, blockIdx.x * 64);
  const int tid = threadIdx.y * 16 + threadIdx.x;

  cutlass::Array<float, 16> acc;
  acc.fill(0.f);

  CUTLASS_PRAGMA_NO_UNROLL
  for (int k0 = 0; k0 < problem.k(); k0 += kTileK) {
    // 512 elements of each operand tile, two a thread
    CUTLASS_PRAGMA_UNROLL
    for (int l = 0; l < 2; ++l) {
      const int e = tid + l * 256;
      const int ar = e / kTileK, ak = e % kTileK;
      As[ak][ar] = A[(block_origin.row() + ar) * K + k0 + ak];
      const int bk = e / 64, bc = e % 64;
      Bs[bk][bc] = B[(k0 + bk) * N + block_origin.column() + bc];
    }
    __syncthreads();
    CUTLASS_PRAGMA_UNROLL
    for (int kk = 0; kk < kTileK; ++kk) {
      float a[4], b[4];
      CUTLASS_PRAGMA_UNROLL
      for (int i = 0; i < 4; ++i) {
        a[i] = As[kk][threadIdx.y * 4 + i];
        b[i] = Bs[kk][threadIdx.x * 4 + i];
      }
      CUTLASS_PRAGMA_UNROLL
      for (int i = 0; i < 4; ++i) {
        CUTLASS_PRAGMA_UNROLL
        for (int j = 0; j < 4; ++j) acc[i * 4 + j] = fmaf(a[i], b[j], acc[i * 4 + j]);
      }
    }
    __syncthreads();
  }

  Epilogue epilogue(typename Epilogue::Params(alpha, beta));
  CUTLASS_PRAGMA_UNROLL
  for (int i = 0; i < 4; ++i) {
    cutlass::MatrixCoord coord = block_origin + cutlass::MatrixCoord(threadIdx.y * 4 + i, threadIdx.x * 4);
    typename Epilogue::FragmentAccumulator frag;
    typename Epilogue::ComputeFragment source;
    CUTLASS_PRAGMA_UNROLL
    for (int j = 0; j < 4; ++j) {
      frag[j] = acc[i * 4 + j];
      source[j] = C[coord.row() * N + coord.column() + j];
    }
    typename Epilogue::FragmentOutput unused;
    typename Epilogue::FragmentOutput out = epilogue(frag, unused, source);
    CUTLASS_PRAGMA_UNROLL
    for (int j = 0; j < 4; ++j) D[coord.row() * N + coord.column() + j] = out[j];
  }
}

template __global__ void simt_gemm_epilogue<cutlass::FloatRoundStyle::round_to_nearest, cutlass::half_t, cutlass::epilogue::thread::ReLu>(
    const float *, const float *, const float *, cutlass::half_t *, int, int, int, float, float);
template __global__ void simt_gemm_epilogue<cutlass::FloatRoundStyle::round_toward_zero, cutlass::half_t, cutlass::epilogue::thread::ReLu>(
    const float *, const float *, const float *, cutlass::half_t *, int, int, int, float, float);
template __global__ void simt_gemm_epilogue<cutlass::FloatRoundStyle::round_to_nearest, signed char, cutlass::epilogue::thread::Identity>(
    const float *, const float *, const float *, signed char *, int, int, int, float, float);
