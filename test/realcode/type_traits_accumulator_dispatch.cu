// @realcode type-generic column statistics in the style of dataframe libraries: an accumulator type chosen per input type with cuda::std::conditional_t / is_floating_point_v / is_signed_v / make_unsigned_t / common_type_t, traits structs specialised per type, enable_if_t-constrained overloads, cuda::std::numeric_limits<T>::lowest()/max() as identities, and one kernel template instantiated for int8, uint16, int32, int64, float and double columns, each with a sum, a min/max and a sum of squares.
// @let N = 1 << 22
// @buf c8 i8[N] uniform(-128, 128)
// @buf c16 u16[N] uniform(0, 65535)
// @buf c32 i32[N] uniform(-1000000, 1000000)
// @buf c64 i64[N] uniform(-1000000000000, 1000000000000)
// @buf cf f32[N] uniform(-100, 100)
// @buf cd f64[N] uniform(-100, 100)
// @buf s8 i64[3] zero
// @buf s16 u64[3] zero
// @buf s32 i64[3] zero
// @buf s64 i64[3] zero
// @buf sf f64[3] zero
// @buf sd f64[3] zero
// @launch column_stats<signed char> grid(N / 1024) block(256) args(c8, s8, i32(N))
// @launch column_stats<unsigned short> grid(N / 1024) block(256) args(c16, s16, i32(N))
// @launch column_stats<int> grid(N / 1024) block(256) args(c32, s32, i32(N))
// @launch column_stats<long long> grid(N / 1024) block(256) args(c64, s64, i32(N))
// @launch column_stats<float> grid(N / 1024) block(256) args(cf, sf, i32(N))
// @launch column_stats<double> grid(N / 1024) block(256) args(cd, sd, i32(N))
// @check s8 exact
// @check s16 exact
// @check s32 exact
// @check s64 exact
// @check sf abs=1e-3 rel=1e-9 (atomic double adds in another order)
// @check sd abs=1e-3 rel=1e-9 (atomic double adds in another order)
#include <cuda/std/type_traits>
#include <cuda/std/limits>

template <class T>
using acc_t = cuda::std::conditional_t<cuda::std::is_floating_point_v<T>, double,
                                       cuda::std::conditional_t<cuda::std::is_signed_v<T>, long long, unsigned long long>>;

template <class T> struct column_traits { static constexpr bool square = true; };
template <> struct column_traits<long long> { static constexpr bool square = false; };  // would overflow

template <class A, cuda::std::enable_if_t<cuda::std::is_integral_v<A>, int> = 0>
__device__ void add_to(A *dst, A v) {
  atomicAdd(reinterpret_cast<unsigned long long *>(dst), (unsigned long long)v);
}
template <class A, cuda::std::enable_if_t<cuda::std::is_floating_point_v<A>, int> = 0>
__device__ void add_to(A *dst, A v) {
  atomicAdd(dst, v);
}

template <class T>
__global__ void column_stats(const T *__restrict__ col, acc_t<T> *__restrict__ out, int n) {
  using A = acc_t<T>;
  using U = cuda::std::make_unsigned_t<cuda::std::conditional_t<cuda::std::is_integral_v<T>, T, int>>;
  using C = cuda::std::common_type_t<T, A>;
  static_assert(cuda::std::is_same_v<C, A>, "the accumulator holds every value");
  A sum = 0, sq = 0;
  T lo = cuda::std::numeric_limits<T>::max(), hi = cuda::std::numeric_limits<T>::lowest();
  for (int i = blockIdx.x * blockDim.x * 4 + threadIdx.x, k = 0; k < 4 && i < n; ++k, i += blockDim.x) {
    T v = col[i];
    sum += (A)v;
    if constexpr (column_traits<T>::square) sq += (A)v * (A)v;
    else sq += (A)(U)v >> 20;
    lo = v < lo ? v : lo;
    hi = v > hi ? v : hi;
  }
  __shared__ A s_sum[256], s_sq[256];
  __shared__ T s_lo[256], s_hi[256];
  s_sum[threadIdx.x] = sum; s_sq[threadIdx.x] = sq; s_lo[threadIdx.x] = lo; s_hi[threadIdx.x] = hi;
  __syncthreads();
  for (int st = 128; st > 0; st >>= 1) {
    if (threadIdx.x < st) {
      s_sum[threadIdx.x] += s_sum[threadIdx.x + st];
      s_sq[threadIdx.x] += s_sq[threadIdx.x + st];
      s_lo[threadIdx.x] = s_lo[threadIdx.x + st] < s_lo[threadIdx.x] ? s_lo[threadIdx.x + st] : s_lo[threadIdx.x];
      s_hi[threadIdx.x] = s_hi[threadIdx.x + st] > s_hi[threadIdx.x] ? s_hi[threadIdx.x + st] : s_hi[threadIdx.x];
    }
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    add_to(&out[0], s_sum[0]);
    add_to(&out[1], s_sq[0]);
    // min and max of the block folded into one exact integer-or-float word
    add_to(&out[2], (A)s_hi[0] - (A)s_lo[0]);
  }
}

template __global__ void column_stats<signed char>(const signed char *__restrict__, long long *__restrict__, int);
template __global__ void column_stats<unsigned short>(const unsigned short *__restrict__, unsigned long long *__restrict__, int);
template __global__ void column_stats<int>(const int *__restrict__, long long *__restrict__, int);
template __global__ void column_stats<long long>(const long long *__restrict__, long long *__restrict__, int);
template __global__ void column_stats<float>(const float *__restrict__, double *__restrict__, int);
template __global__ void column_stats<double>(const double *__restrict__, double *__restrict__, int);
