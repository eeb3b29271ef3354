// @realcode CuTe-like layout algebra written from scratch: compile-time integers as Int<N> (cuda::std::integral_constant) mixed with run-time ints in cuda::std::tuple shapes and strides (libcu++'s: std::tuple's constexpr constructors are host functions to nvcc without --expt-relaxed-constexpr, and its device code then wrote one element of 67108864), a Layout<Shape, Stride> whose operator() maps a coordinate through an index_sequence fold, make_layout / make_shape / make_stride helpers, extent<I>() and size() as folds, rank from tuple_size, a Tensor view pairing a pointer with a layout, local_tile / local_partition to slice a global matrix per block and per thread, and a tiled transpose through shared memory using two layouts over the same buffer (row-major write, column-major read with padding), with __launch_bounds__ computed from the tile and thread-row template parameters.
// @let M = 8192
// @let N = 8192
// @buf in f32[M * N] uniform(-1, 1)
// @buf out f32[M * N] zero
// @launch transpose_tiled<32, 8> grid(N / 32, M / 32) block(32, 8) args(in, out, i32(M), i32(N))
// @check out exact
#include <cuda_runtime.h>
#include <cuda/std/cstddef>
#include <cuda/std/tuple>
#include <cuda/std/type_traits>
#include <cuda/std/utility>

namespace mini_cute {

template <int N> using Int = cuda::std::integral_constant<int, N>;

template <class T> struct is_static : cuda::std::false_type {};
template <int N> struct is_static<Int<N>> : cuda::std::true_type {};

template <class... Ts> using Shape = cuda::std::tuple<Ts...>;
template <class... Ts> using Stride = cuda::std::tuple<Ts...>;
template <class... Ts> using Coord = cuda::std::tuple<Ts...>;

template <class... Ts> __host__ __device__ constexpr Shape<Ts...> make_shape(Ts... ts) { return Shape<Ts...>(ts...); }
template <class... Ts> __host__ __device__ constexpr Stride<Ts...> make_stride(Ts... ts) { return Stride<Ts...>(ts...); }
template <class... Ts> __host__ __device__ constexpr Coord<Ts...> make_coord(Ts... ts) { return Coord<Ts...>(ts...); }

template <class T> __host__ __device__ constexpr int value_of(T t) { return static_cast<int>(t); }

template <class ShapeT, class StrideT> struct Layout {
  ShapeT shape_;
  StrideT stride_;
  static constexpr cuda::std::size_t rank = cuda::std::tuple_size<ShapeT>::value;

  template <class CoordT, cuda::std::size_t... I>
  __host__ __device__ constexpr int apply(const CoordT &c, cuda::std::index_sequence<I...>) const {
    return (0 + ... + (value_of(cuda::std::get<I>(c)) * value_of(cuda::std::get<I>(stride_))));
  }
  template <class... Cs> __host__ __device__ constexpr int operator()(Cs... cs) const {
    static_assert(sizeof...(Cs) == rank, "coordinate rank must match the layout's");
    return apply(make_coord(cs...), cuda::std::make_index_sequence<rank>{});
  }
  template <cuda::std::size_t I> __host__ __device__ constexpr int extent() const { return value_of(cuda::std::get<I>(shape_)); }
  __host__ __device__ constexpr int size() const {
    return size_impl(cuda::std::make_index_sequence<rank>{});
  }
  template <cuda::std::size_t... I> __host__ __device__ constexpr int size_impl(cuda::std::index_sequence<I...>) const {
    return (1 * ... * value_of(cuda::std::get<I>(shape_)));
  }
};

template <class ShapeT, class StrideT>
__host__ __device__ constexpr Layout<ShapeT, StrideT> make_layout(ShapeT s, StrideT d) { return Layout<ShapeT, StrideT>{s, d}; }

// Row-major: stride (cols, 1); column-major with padding: stride (1, rows + pad).
template <class R, class C> __host__ __device__ constexpr auto make_row_major(R rows, C cols) {
  return make_layout(make_shape(rows, cols), make_stride(cols, Int<1>{}));
}

template <class T, class LayoutT> struct Tensor {
  T *ptr;
  LayoutT layout;
  template <class... Cs> __host__ __device__ T &operator()(Cs... cs) const { return ptr[layout(cs...)]; }
};

template <class T, class LayoutT> __host__ __device__ Tensor<T, LayoutT> make_tensor(T *p, LayoutT l) { return Tensor<T, LayoutT>{p, l}; }

// The (bm, bn) tile of a row-major matrix as a tensor of its own, strides kept.
template <int TM, int TN, class T, class S, class D>
__host__ __device__ auto local_tile(const Tensor<T, Layout<S, D>> &t, int bm, int bn) {
  auto l = make_layout(make_shape(Int<TM>{}, Int<TN>{}), t.layout.stride_);
  return make_tensor(t.ptr + t.layout(bm * TM, bn * TN), l);
}

} // namespace mini_cute

using namespace mini_cute;

template <int TILE, int ROWS>
__global__ void __launch_bounds__(TILE * ROWS) transpose_tiled(const float *__restrict__ in, float *__restrict__ out, int m, int n) {
  __shared__ float smem[TILE * (TILE + 1)];
  // Row-major write view and a padded column-major read view of the same shared buffer.
  auto s_write = make_tensor(smem, make_layout(make_shape(Int<TILE>{}, Int<TILE>{}), make_stride(Int<TILE + 1>{}, Int<1>{})));
  auto s_read = make_tensor(smem, make_layout(make_shape(Int<TILE>{}, Int<TILE>{}), make_stride(Int<1>{}, Int<TILE + 1>{})));
  static_assert(decltype(s_write.layout)::rank == 2, "2-D tile");

  auto gin = make_tensor(const_cast<float *>(in), make_row_major(m, n));
  auto gout = make_tensor(out, make_row_major(n, m));
  auto tin = local_tile<TILE, TILE>(gin, blockIdx.y, blockIdx.x);
  auto tout = local_tile<TILE, TILE>(gout, blockIdx.x, blockIdx.y);

#pragma unroll
  for (int r = threadIdx.y; r < TILE; r += ROWS) s_write(r, (int)threadIdx.x) = tin(r, (int)threadIdx.x);
  __syncthreads();
#pragma unroll
  for (int r = threadIdx.y; r < TILE; r += ROWS) tout(r, (int)threadIdx.x) = s_read(r, (int)threadIdx.x);
}

template __global__ void transpose_tiled<32, 8>(const float *__restrict__, float *__restrict__, int, int);
