// @realcode hand-written Thrust-like fancy iterators fed to generic algorithms, as libraries that avoid a Thrust dependency write them: counting_iterator, transform_iterator<It, F> (over a functor type), zip_iterator over a cuda::std::tuple of iterators whose operator[] builds a tuple through an index_sequence, permutation_iterator (gather through an index iterator), std::iterator_traits specialisations, and block-level algorithms templated on iterator and functor types (transform_n with a grid-stride loop, reduce_by_block with a binary op, copy_if_warp with a warp ballot, __popc offsets and one atomicAdd per warp), each called from a thin __global__ launcher that builds the iterators from raw pointers.
// @let N = 1 << 22
// @buf x f32[N] uniform(-1, 1)
// @buf idx i32[N] uniform(0, 4194304)
// @buf out1 f32[N] zero
// @buf partial f32[cdiv(N, 256)] zero
// @buf kept i32[N] zero
// @buf nkept u32[1] zero
// @launch axpby_gather_kernel grid(1024) block(256) args(x, idx, out1, i32(N), f32(2.0), f32(-0.5))
// @launch hash_max_kernel grid(cdiv(N, 256)) block(256) args(partial, i32(N), u32(2654435761))
// @launch select_positive_kernel grid(cdiv(N, 256)) block(256) args(x, kept, nkept, i32(N))
// @check out1 abs=1e-6 rel=1e-6
// @check partial exact
// @check kept unordered
// @check nkept exact
#include <cuda/std/tuple>
#include <iterator>

template <typename T> struct counting_iterator {
  using value_type = T;
  using difference_type = long long;
  using reference = T;
  using pointer = void;
  using iterator_category = std::random_access_iterator_tag;
  T base;
  __host__ __device__ explicit counting_iterator(T b) : base(b) {}
  __device__ T operator[](difference_type i) const { return base + static_cast<T>(i); }
  __device__ T operator*() const { return base; }
  __device__ counting_iterator operator+(difference_type i) const { return counting_iterator(base + static_cast<T>(i)); }
};

template <typename It, typename F> struct transform_iterator {
  using base_value = typename std::iterator_traits<It>::value_type;
  using value_type = decltype(std::declval<F>()(std::declval<base_value>()));
  using difference_type = long long;
  It it;
  F f;
  __host__ __device__ transform_iterator(It i, F fn) : it(i), f(fn) {}
  __device__ value_type operator[](difference_type i) const { return f(it[i]); }
};

template <typename Src, typename IdxIt> struct permutation_iterator {
  using value_type = typename std::iterator_traits<Src>::value_type;
  using difference_type = long long;
  Src src;
  IdxIt idx;
  int n;
  __device__ value_type operator[](difference_type i) const { return src[idx[i] % n]; }
};

template <typename... Its> struct zip_iterator {
  cuda::std::tuple<Its...> its;
  using difference_type = long long;
  template <size_t... I>
  __device__ auto get(difference_type i, cuda::std::index_sequence<I...>) const {
    return cuda::std::make_tuple(cuda::std::get<I>(its)[i]...);
  }
  __device__ auto operator[](difference_type i) const { return get(i, cuda::std::index_sequence_for<Its...>{}); }
};

namespace std {
template <typename It, typename F> struct iterator_traits<transform_iterator<It, F>> {
  using value_type = typename transform_iterator<It, F>::value_type;
  using difference_type = long long;
};
template <typename S, typename I> struct iterator_traits<permutation_iterator<S, I>> {
  using value_type = typename permutation_iterator<S, I>::value_type;
  using difference_type = long long;
};
} // namespace std

struct AxpbyOp {
  float a, b;
  template <typename Tuple> __device__ float operator()(const Tuple &t) const {
    return a * cuda::std::get<0>(t) + b * cuda::std::get<1>(t);
  }
};
struct HashToUnit {
  unsigned mult;
  __device__ float operator()(int i) const { return (float)((unsigned)i * mult >> 8) * (1.0f / 16777216.0f); }
};
struct MaxOp { __device__ float operator()(float a, float b) const { return a > b ? a : b; } };
struct Positive { __device__ bool operator()(float v) const { return v > 0.25f; } };

template <typename InIt, typename OutIt, typename F>
__device__ void transform_n(InIt in, OutIt out, int n, F f) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) out[i] = f(in[i]);
}

template <int BLOCK, typename It, typename Op>
__device__ void reduce_by_block(It in, float *out, int n, Op op, float init) {
  __shared__ float s[BLOCK];
  const int i = blockIdx.x * BLOCK + threadIdx.x;
  s[threadIdx.x] = i < n ? in[i] : init;
  __syncthreads();
#pragma unroll
  for (int stride = BLOCK / 2; stride > 0; stride >>= 1) {
    if (threadIdx.x < stride) s[threadIdx.x] = op(s[threadIdx.x], s[threadIdx.x + stride]);
    __syncthreads();
  }
  if (threadIdx.x == 0) out[blockIdx.x] = s[0];
}

template <typename IdxIt, typename ValIt, typename Pred>
__device__ void copy_if_warp(IdxIt ids, ValIt vals, int *out, unsigned *count, int n, Pred pred) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const bool keep = i < n && pred(vals[i]);
  const unsigned mask = __ballot_sync(0xffffffffu, keep);
  const int lane = threadIdx.x & 31;
  unsigned base = 0;
  if (lane == 0 && mask) base = atomicAdd(count, (unsigned)__popc(mask));
  base = __shfl_sync(0xffffffffu, base, 0);
  if (keep) out[base + __popc(mask & ((1u << lane) - 1))] = ids[i];
}

// The launchers a library would generate: build iterators from raw pointers, call the algorithm.
__global__ void axpby_gather_kernel(const float *x, const int *idx, float *out, int n, float a, float b) {
  using Perm = permutation_iterator<const float *, const int *>;
  zip_iterator<const float *, Perm> zip{cuda::std::make_tuple(x, Perm{x, idx, n})};
  transform_n(zip, out, n, AxpbyOp{a, b});
}
__global__ void hash_max_kernel(float *partial, int n, unsigned mult) {
  transform_iterator<counting_iterator<int>, HashToUnit> it(counting_iterator<int>(0), HashToUnit{mult});
  reduce_by_block<256>(it, partial, n, MaxOp{}, -1.0f);
}
__global__ void select_positive_kernel(const float *x, int *kept, unsigned *count, int n) {
  copy_if_warp(counting_iterator<int>(0), x, kept, count, n, Positive{});
}
