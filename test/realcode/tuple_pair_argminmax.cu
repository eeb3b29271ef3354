// @realcode Block-wide argmin/argmax written with cuda::std::pair and cuda::std::tuple values: a functor with a templated operator() combining (value, index) pairs, cuda::std::tie to unpack, cuda::std::get<I> on tuples in shared memory, cuda::std::min/max, and std::enable_if-constrained helpers.
// @let N = 1 << 22
// @let B = 256
// @buf x f32[N] uniform(-1000, 1000)
// @buf lo_v f32[N / B] zero
// @buf lo_i i32[N / B] zero
// @buf hi_v f32[N / B] zero
// @buf hi_i i32[N / B] zero
// @buf span_out f32[N / B] zero
// @launch block_argminmax<256> grid(N / B) block(B) args(x, lo_v, lo_i, hi_v, hi_i, span_out)
// @check lo_v exact
// @check lo_i exact
// @check hi_v exact
// @check hi_i exact
// @check span_out exact
#include <cuda/std/utility>
#include <cuda/std/tuple>
#include <cuda/std/functional>
#include <cuda/std/type_traits>
#include <cuda/std/__algorithm/max.h>
#include <cuda/std/__algorithm/min.h>

struct ArgMin {
  template <typename T>
  __device__ cuda::std::pair<T, int> operator()(const cuda::std::pair<T, int> &a, const cuda::std::pair<T, int> &b) const {
    return (b.first < a.first || (b.first == a.first && b.second < a.second)) ? b : a;
  }
};

struct ArgMax {
  template <typename T>
  __device__ cuda::std::pair<T, int> operator()(const cuda::std::pair<T, int> &a, const cuda::std::pair<T, int> &b) const {
    return (b.first > a.first || (b.first == a.first && b.second < a.second)) ? b : a;
  }
};

template <typename T, typename = typename cuda::std::enable_if<cuda::std::is_floating_point<T>::value>::type>
__device__ T range_of(T a, T b) {
  return cuda::std::max(a, b) - cuda::std::min(a, b);
}

template <int BLOCK>
__global__ void block_argminmax(const float *__restrict__ x, float *lo_v, int *lo_i, float *hi_v, int *hi_i, float *span_out) {
  // cuda::std::tuple has a non-empty default constructor, which a __shared__ array may not run:
  // the shared copy is raw storage, and tuples are built in registers and stored into it.
  using Entry = cuda::std::tuple<float, int, float, int>;
  __shared__ alignas(Entry) unsigned char raw[BLOCK * sizeof(Entry)];
  Entry *s = reinterpret_cast<Entry *>(raw);
  int g = blockIdx.x * BLOCK + threadIdx.x;
  float v = x[g];
  s[threadIdx.x] = cuda::std::make_tuple(v, g, v, g);
  __syncthreads();
  for (int stride = BLOCK / 2; stride > 0; stride /= 2) {
    if (threadIdx.x < stride) {
      float a_lo, b_lo, a_hi, b_hi;
      int a_li, b_li, a_hi_i, b_hi_i;
      cuda::std::tie(a_lo, a_li, a_hi, a_hi_i) = s[threadIdx.x];
      cuda::std::tie(b_lo, b_li, b_hi, b_hi_i) = s[threadIdx.x + stride];
      auto lo = ArgMin{}(cuda::std::make_pair(a_lo, a_li), cuda::std::make_pair(b_lo, b_li));
      auto hi = ArgMax{}(cuda::std::make_pair(a_hi, a_hi_i), cuda::std::make_pair(b_hi, b_hi_i));
      s[threadIdx.x] = cuda::std::make_tuple(lo.first, lo.second, hi.first, hi.second);
    }
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    const auto &r = s[0];
    lo_v[blockIdx.x] = cuda::std::get<0>(r);
    lo_i[blockIdx.x] = cuda::std::get<1>(r);
    hi_v[blockIdx.x] = cuda::std::get<2>(r);
    hi_i[blockIdx.x] = cuda::std::get<3>(r);
    span_out[blockIdx.x] = range_of(cuda::std::get<0>(r), cuda::std::get<2>(r));
  }
}

template __global__ void block_argminmax<256>(const float *, float *, int *, float *, int *, float *);
