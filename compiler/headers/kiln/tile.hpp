//===- kiln/tile.hpp - tile kernels (block-level programs) ------*- C++ -*-===//
//
// One program instance per thread block; the compiler chooses how elements
// map to threads, warps, registers, shared memory and tensor cores
// (docs/tile-dialect.md). Everything here is a declaration: `tile<T, D...>`
// is opaque (kilnc maps it to the tile dialect's `tensor<D...xT>`),
// `tensor<T, R>` is a view of global memory (`!tile.view<T, R>`), and every
// function is annotated "kiln.tile.<op>" so that the frontend maps calls by
// declaration. The templates only compute result types (NumPy broadcasting
// included), so that a wrong shape is a C++ error at the call.
//
// Element types: float, double, _Float16, __bf16, int8_t..int64_t, unsigned,
// bool, and on sm_89 and later kiln::fp8_e4m3 / kiln::fp8_e5m2 (tiles and
// tensors only: there are no fp8 scalars). A scalar operand of an
// element-wise operator is converted to the tile's element type; two tiles of
// different element types promote as C++ does (bf16 + float is float; fp8
// with a wider float is the wider float, e4m3 with e5m2 is _Float16, as in
// Triton).
//
//===----------------------------------------------------------------------===//
#ifndef KILN_TILE_HPP
#define KILN_TILE_HPP
#if __cplusplus < 202002L
// kilnc parses .cu files as C++17, as nvcc does; tile kernels use concepts.
#error "<kiln/tile.hpp> needs C++20: name the file .cpp or pass -std=c++20"
#endif

#include <stdint.h>

/// Marks a tile kernel (a grid of programs, one per thread block).
#define KILN_TILE_KERNEL                                                       \
  extern "C" __global__ __attribute__((annotate("kiln.tile_kernel")))
/// Hint: the number of warps a program runs with (power of two, 1..32).
#define KILN_NUM_WARPS(n) __attribute__((annotate("kiln.tile_num_warps", n)))

#define __KILN_TILE(op) __device__ __attribute__((annotate("kiln.tile." op)))

namespace kiln {
/// OCP 8-bit floats (E4M3: no infinity, largest finite 448; E5M2: IEEE-like,
/// largest 57344), tile and tensor element types on sm_89 and later. Opaque
/// here: tiles of them convert with cast<T>(t) (round to nearest even,
/// saturating to the largest finite value) and compute in f32.
struct fp8_e4m3 { unsigned char bits_; };
struct fp8_e5m2 { unsigned char bits_; };

namespace tile {

/// A view of global memory passed by value: pointer, shape and strides (in
/// elements), all 64-bit. The runtime builds one from a device buffer and a
/// shape (kiln::TensorView); kernels pass it as 1 + 2R parameters.
template <class T, int R> struct tensor {
  static_assert(R >= 1 && R <= 4, "tensor rank must be 1..4");
  using element_type = T;
  static constexpr int rank = R;
  T *data_;
  int64_t shape_[R];
  int64_t stride_[R];
  __KILN_TILE("view_dim") int64_t shape(int i) const;
  __KILN_TILE("view_stride") int64_t stride(int i) const;
};

namespace detail {
constexpr bool pow2(int v) { return v > 0 && (v & (v - 1)) == 0; }
template <int... D> constexpr bool all_pow2() { return (pow2(D) && ...); }
} // namespace detail

/// A value with a static shape whose dimensions are powers of two.
template <class T, int... D> class tile {
  static_assert(sizeof...(D) >= 1, "a tile has at least one dimension");
  static_assert(detail::all_pow2<D...>(), "tile dimensions must be powers of two");

public:
  using element_type = T;
  static constexpr int rank = sizeof...(D);
};

namespace detail {
template <class T> struct remove_cv { using type = T; };
template <class T> struct remove_cv<const T> { using type = T; };
template <class T> struct remove_cv<volatile T> { using type = T; };
template <class T> struct remove_cv<const volatile T> { using type = T; };
template <class T> struct remove_ref { using type = T; };
template <class T> struct remove_ref<T &> { using type = T; };
template <class T> struct remove_ref<T &&> { using type = T; };
template <class T>
using plain = typename remove_cv<typename remove_ref<T>::type>::type;

template <class T> struct is_tile { static constexpr bool value = false; };
template <class T, int... D> struct is_tile<tile<T, D...>> {
  static constexpr bool value = true;
};
template <class T> concept Tile = is_tile<plain<T>>::value;
template <class T>
concept Scalar = __is_arithmetic(plain<T>) || __is_same(plain<T>, __bf16) ||
                 __is_same(plain<T>, _Float16);
template <class T> concept Operand = Tile<T> || Scalar<T>;
template <class T> struct is_fp8 { static constexpr bool value = false; };
template <> struct is_fp8<fp8_e4m3> { static constexpr bool value = true; };
template <> struct is_fp8<fp8_e5m2> { static constexpr bool value = true; };
template <class T> concept Fp8 = is_fp8<plain<T>>::value;
template <class T>
concept WideFloat = __is_same(T, float) || __is_same(T, double) ||
                    __is_same(T, _Float16) || __is_same(T, __bf16);
template <class T> concept Int = __is_integral(plain<T>);

template <class T> struct elem { using type = plain<T>; };
template <class T, int... D> struct elem<tile<T, D...>> { using type = T; };
template <class T> using elem_t = typename elem<plain<T>>::type;

template <class T> struct shape_of { static constexpr int rank = 0; static constexpr int dim(int) { return 1; } };
template <class T, int... D> struct shape_of<tile<T, D...>> {
  static constexpr int rank = sizeof...(D);
  static constexpr int dim(int i) {
    constexpr int d[] = {D...};
    return d[i];
  }
};

template <class T, T... I> struct iseq {};
template <int N> using make_iseq = __make_integer_seq<iseq, int, N>;

/// NumPy broadcasting of two shapes (shape_of structs).
template <class SA, class SB> struct bcast_s {
  static constexpr int rank = SA::rank > SB::rank ? SA::rank : SB::rank;
  static constexpr int dimA(int i) { int j = i - (rank - SA::rank); return j >= 0 ? SA::dim(j) : 1; }
  static constexpr int dimB(int i) { int j = i - (rank - SB::rank); return j >= 0 ? SB::dim(j) : 1; }
  static constexpr int dim(int i) { return dimA(i) == 1 ? dimB(i) : dimA(i); }
  static constexpr bool ok() {
    for (int i = 0; i < rank; ++i)
      if (dimA(i) != dimB(i) && dimA(i) != 1 && dimB(i) != 1)
        return false;
    return true;
  }
};
/// NumPy broadcasting of the shapes of A and B (tiles or scalars).
template <class A, class B> using bcast = bcast_s<shape_of<plain<A>>, shape_of<plain<B>>>;

template <class E, class S, class Seq> struct tile_from;
template <class E, class S, int... I> struct tile_from<E, S, iseq<int, I...>> {
  using type = tile<E, S::dim(I)...>;
};
template <class E, class S> using tile_of = typename tile_from<E, S, make_iseq<S::rank>>::type;

/// The element type of a binary operation: a scalar takes the tile's type;
/// two tiles promote as C++ does (same types stay).
template <class A, class B> struct promote { using type = decltype(elem_t<A>() + elem_t<B>()); };
template <class A> struct promote<A, A> { using type = A; };
template <bool C, class T, class F> struct pick { using type = T; };
template <class T, class F> struct pick<false, T, F> { using type = F; };
// fp8 meets a wider float in that float, an integer in fp8, the other fp8
// format in _Float16 (Triton's rules).
template <class A, class B>
  requires(Fp8<A> && !Fp8<B>)
struct promote<A, B> { using type = typename pick<WideFloat<B>, B, A>::type; };
template <class A, class B>
  requires(!Fp8<A> && Fp8<B>)
struct promote<A, B> { using type = typename promote<B, A>::type; };
template <class A, class B>
  requires(Fp8<A> && Fp8<B> && !__is_same(A, B))
struct promote<A, B> { using type = _Float16; };
template <class A, class B> struct bin_elem {
  using type = typename promote<elem_t<A>, elem_t<B>>::type;
};
template <class A, class B>
  requires(Tile<A> && !Tile<B>)
struct bin_elem<A, B> { using type = elem_t<A>; };
template <class A, class B>
  requires(!Tile<A> && Tile<B>)
struct bin_elem<A, B> { using type = elem_t<B>; };

template <class A, class B>
concept Broadcastable = Operand<A> && Operand<B> && (Tile<A> || Tile<B>) &&
                        bcast<A, B>::ok();
template <class A, class B>
using arith_t = tile_of<typename bin_elem<A, B>::type, bcast<A, B>>;
template <class A, class B> using cmp_t = tile_of<bool, bcast<A, B>>;

/// The shape without dimension Axis (a scalar for 1-D tiles).
template <int Axis, class T, int... D> struct reduced_shape {
  static constexpr int rank = sizeof...(D) - 1;
  static constexpr int dim(int i) {
    constexpr int d[] = {D...};
    return d[i < Axis ? i : i + 1];
  }
};
template <class R, int Axis, class T, int... D> struct reduce_result {
  using type = tile_of<R, reduced_shape<Axis, T, D...>>;
};
template <class R, int Axis, class T, int D0> struct reduce_result<R, Axis, T, D0> {
  using type = R;
};
template <class R, int Axis, class T, int... D>
using reduce_t = typename reduce_result<R, Axis, T, D...>::type;

template <int Axis, int... D> struct expanded_shape {
  static constexpr int rank = sizeof...(D) + 1;
  static constexpr int dim(int i) {
    constexpr int d[] = {D..., 1};
    return i < Axis ? d[i] : i == Axis ? 1 : d[i - 1];
  }
};
template <class P, int... D> struct permuted_shape;
template <int... P, int... D> struct permuted_shape<iseq<int, P...>, D...> {
  static constexpr int rank = sizeof...(D);
  static constexpr int dim(int i) {
    constexpr int p[] = {P...};
    constexpr int d[] = {D...};
    return d[p[i]];
  }
};
template <class T> struct acc_type { using type = T; };
template <> struct acc_type<__bf16> { using type = float; };
template <> struct acc_type<_Float16> { using type = float; };
template <> struct acc_type<int8_t> { using type = int32_t; };
template <> struct acc_type<uint8_t> { using type = int32_t; };
template <> struct acc_type<fp8_e4m3> { using type = float; };
template <> struct acc_type<fp8_e5m2> { using type = float; };
/// The element type of sum/max/min/cumsum: fp8 accumulates in float.
template <class T> struct red_elem { using type = T; };
template <> struct red_elem<fp8_e4m3> { using type = float; };
template <> struct red_elem<fp8_e5m2> { using type = float; };
template <class T> using red_elem_t = typename red_elem<T>::type;
template <int N, int... D> constexpr bool product_is() {
  return (D * ... * 1) == N;
}
/// Whether shape S broadcasts (NumPy rules) to exactly D...
template <class S, int... D> constexpr bool broadcasts_to() {
  using B = bcast_s<S, shape_of<tile<bool, D...>>>;
  constexpr int d[] = {D...};
  if (!B::ok() || B::rank != int(sizeof...(D)))
    return false;
  for (int i = 0; i < B::rank; ++i)
    if (B::dim(i) != d[i])
      return false;
  return true;
}
/// An index of gather/scatter: anything but a bool tile (that is a mask).
template <class T>
concept Index = !(Tile<T> && __is_same(elem_t<T>, bool));
/// A mask for a tile of shape D...: a bool tile that broadcasts to it.
template <class M, int... D>
concept MaskFor = Tile<M> && __is_same(elem_t<M>, bool) &&
                  broadcasts_to<shape_of<plain<M>>, D...>();
} // namespace detail

// ---- program ----------------------------------------------------------------
__KILN_TILE("program_id") int64_t block_id(int axis);
__KILN_TILE("num_programs") int64_t num_blocks(int axis);

// ---- make -------------------------------------------------------------------
template <class T, int... D> __KILN_TILE("zeros") tile<T, D...> zeros();
template <class T, int... D> __KILN_TILE("full") tile<T, D...> full(T value);
/// An fp8 tile of a float value (rounded as cast does).
template <class T, int... D, detail::Scalar V>
  requires detail::Fp8<T>
__KILN_TILE("full") tile<T, D...> full(V value);
template <class T, int N> __KILN_TILE("arange") tile<T, N> arange(T start = 0);

// ---- memory -----------------------------------------------------------------
/// The tile whose first element sits at `offsets`; elements outside the
/// tensor read as 0 (or as `pad`).
template <int... D, class T, int R, detail::Int... O>
  requires(sizeof...(D) == R && sizeof...(O) == R)
__KILN_TILE("load") tile<detail::plain<T>, D...> load(tensor<T, R> t, O... offsets);
template <int... D, class T, int R, detail::Scalar P, detail::Int... O>
  requires(sizeof...(D) == R && sizeof...(O) == R)
__KILN_TILE("load_pad") tile<detail::plain<T>, D...> load(tensor<T, R> t, P pad, O... offsets);
/// Masked (Triton's tl.load(ptr, mask=, other=)): elements where `mask` is
/// false, and those outside the tensor, are not read; they are `other` (a
/// scalar; 0 without it). The mask broadcasts to the tile's shape.
template <int... D, class T, int R, class M, detail::Int... O>
  requires(sizeof...(D) == R && sizeof...(O) == R && detail::MaskFor<M, D...>)
__KILN_TILE("load_mask") tile<detail::plain<T>, D...> load(tensor<T, R> t, M mask, O... offsets);
template <int... D, class T, int R, class M, detail::Scalar P, detail::Int... O>
  requires(sizeof...(D) == R && sizeof...(O) == R && detail::MaskFor<M, D...>)
__KILN_TILE("load_mask") tile<detail::plain<T>, D...> load(tensor<T, R> t, M mask, P other, O... offsets);
/// `other` a tile that broadcasts to the tile's shape: element i of it where
/// element i is not read.
template <int... D, class T, int R, class M, class P, detail::Int... O>
  requires(sizeof...(D) == R && sizeof...(O) == R && detail::MaskFor<M, D...> &&
           detail::Tile<P> && detail::broadcasts_to<detail::shape_of<detail::plain<P>>, D...>())
__KILN_TILE("load_mask") tile<detail::plain<T>, D...> load(tensor<T, R> t, M mask, const P &other, O... offsets);
/// The element at `offsets` as a scalar, 0 outside the tensor: a length, an
/// offset or a flag that a loop bound or a branch needs (cu_seqlens[b]).
template <class T, int R, detail::Int... O>
  requires(sizeof...(O) == R && !detail::Fp8<detail::plain<T>>)
__KILN_TILE("load_scalar") detail::plain<T> load(tensor<T, R> t, O... offsets);
/// Stores a tile at `offsets`, skipping elements outside the tensor.
template <class T, int R, class U, int... D, detail::Int... O>
  requires(sizeof...(D) == R && sizeof...(O) == R)
__KILN_TILE("store") void store(tensor<T, R> t, tile<U, D...> value, O... offsets);
/// Masked (Triton's tl.store(ptr, value, mask=)): writes only the elements
/// where `mask` (broadcast to the tile's shape) is true, inside the tensor.
template <class T, int R, class U, int... D, class M, detail::Int... O>
  requires(sizeof...(D) == R && sizeof...(O) == R && detail::MaskFor<M, D...>)
__KILN_TILE("store_mask") void store(tensor<T, R> t, tile<U, D...> value, M mask, O... offsets);
/// The scope and memory order of tile atomics (template arguments, defaults
/// device and relaxed): `atomic_max<atomic_scope::block>(t, v, i)`.
enum class atomic_scope { block = 1, device = 3, system = 4 };
enum class memory_order { relaxed = 0, acquire = 1, release = 2, acq_rel = 3 };
#define __KILN_ATOMIC_PARAMS                                                   \
  atomic_scope S = atomic_scope::device, memory_order M = memory_order::relaxed
template <__KILN_ATOMIC_PARAMS, class T, int R, class U, int... D, detail::Int... O>
  requires(sizeof...(D) == R && sizeof...(O) == R)
__KILN_TILE("atomic_add") tile<detail::plain<T>, D...> atomic_add(tensor<T, R> t, tile<U, D...> value, O... offsets);
/// t[idx0[i], idx1[i], ...] for every index i (one index tile per dimension).
template <class T, int R, class I, int... D, class... Is>
  requires(sizeof...(Is) + 1 == R && !__is_same(I, bool) && (detail::Index<Is> && ...))
__KILN_TILE("gather") tile<detail::plain<T>, D...> gather(tensor<T, R> t, tile<I, D...> idx0, Is... idx);
template <class T, int R, class U, int... D, class... Is>
  requires(sizeof...(Is) == R && (detail::Index<Is> && ...))
__KILN_TILE("scatter") void scatter(tensor<T, R> t, tile<U, D...> value, Is... idx);
/// Masked (Triton's tl.load(ptrs, mask=, other=) and tl.store(ptrs, v,
/// mask=)): elements where `mask` (a bool tile broadcast to the result's or
/// the value's shape) is false are not read (they are `other`, a scalar or
/// a tile broadcast to the shape, 0 without it) or not written, as are
/// those whose indices fall outside the tensor.
template <class T, int R, class M, class I, int... D, class... Is>
  requires(sizeof...(Is) + 1 == R && detail::MaskFor<M, D...>)
__KILN_TILE("gather_mask") tile<detail::plain<T>, D...> gather(tensor<T, R> t, M mask, tile<I, D...> idx0, Is... idx);
template <class T, int R, class M, class P, class I, int... D, class... Is>
  requires(sizeof...(Is) + 1 == R && detail::MaskFor<M, D...> &&
           (detail::Scalar<P> ||
            (detail::Tile<P> && detail::broadcasts_to<detail::shape_of<detail::plain<P>>, D...>())))
__KILN_TILE("gather_mask") tile<detail::plain<T>, D...> gather(tensor<T, R> t, M mask, const P &other,
                                                              tile<I, D...> idx0, Is... idx);
template <class T, int R, class U, int... D, class M, class... Is>
  requires(sizeof...(Is) == R && detail::MaskFor<M, D...>)
__KILN_TILE("scatter_mask") void scatter(tensor<T, R> t, tile<U, D...> value, M mask, Is... idx);
/// Atomically adds value[i] to t[idx0[i], idx1[i], ...] (device scope,
/// relaxed): a scatter-add, where repeated indices all count (an embedding
/// backward). Indices broadcast to the value's shape; scalars are allowed
/// for some dimensions; an index outside its dimension is skipped. Both
/// forms return the old values (0 where skipped).
template <__KILN_ATOMIC_PARAMS, class T, int R, class U, int... D, class... Is>
  requires(sizeof...(Is) == R && (detail::Tile<Is> || ...) &&
           ((detail::Tile<Is> || detail::Int<Is>) && ...) && (detail::Index<Is> && ...))
__KILN_TILE("scatter_add") tile<detail::plain<T>, D...> atomic_add(tensor<T, R> t, tile<U, D...> value, Is... idx);
/// Masked: elements where `mask` (broadcast to the value's shape) is false
/// are skipped (its old values are not available: the result is void).
template <__KILN_ATOMIC_PARAMS, class T, int R, class U, int... D, class Mask, class... Is>
  requires(sizeof...(Is) == R && detail::MaskFor<Mask, D...> && (detail::Tile<Is> || ...) &&
           ((detail::Tile<Is> || detail::Int<Is>) && ...))
__KILN_TILE("scatter_add_mask") void atomic_add(tensor<T, R> t, tile<U, D...> value, Mask mask, Is... idx);
/// Element-wise atomics returning the old values (0 where skipped), at
/// `offsets` (a block, as store) or at index tiles (as the scatter-add:
/// indices broadcast, scalars allowed, out-of-range elements skipped).
/// max/min act on integers, f32 and f64 (floats: by the integer atomics on
/// their bits, NaN unordered); and/or/xor on integers; exchange on any
/// 32/64-bit type.
#define KILN_TILE_ATOMIC(NAME)                                                 \
  template <__KILN_ATOMIC_PARAMS, class T, int R, class U, int... D, detail::Int... O> \
    requires(sizeof...(D) == R && sizeof...(O) == R)                           \
  __KILN_TILE(#NAME) tile<detail::plain<T>, D...> NAME(tensor<T, R> t, tile<U, D...> value, O... offsets); \
  template <__KILN_ATOMIC_PARAMS, class T, int R, class U, int... D, class... Is> \
    requires(sizeof...(Is) == R && (detail::Tile<Is> || ...) &&                \
             ((detail::Tile<Is> || detail::Int<Is>) && ...))                   \
  __KILN_TILE(#NAME) tile<detail::plain<T>, D...> NAME(tensor<T, R> t, tile<U, D...> value, Is... idx);
KILN_TILE_ATOMIC(atomic_max)
KILN_TILE_ATOMIC(atomic_min)
KILN_TILE_ATOMIC(atomic_and)
KILN_TILE_ATOMIC(atomic_or)
KILN_TILE_ATOMIC(atomic_xor)
KILN_TILE_ATOMIC(atomic_exchange)
#undef KILN_TILE_ATOMIC
/// Where t holds `expected` (bit for bit) it becomes `desired`; returns the
/// old values. 32/64-bit elements.
template <__KILN_ATOMIC_PARAMS, class T, int R, class E, class U, int... D, detail::Int... O>
  requires(sizeof...(D) == R && sizeof...(O) == R)
__KILN_TILE("atomic_cas") tile<detail::plain<T>, D...> atomic_cas(tensor<T, R> t, tile<E, D...> expected,
                                                                  tile<U, D...> desired, O... offsets);
template <__KILN_ATOMIC_PARAMS, class T, int R, class E, class U, int... D, class... Is>
  requires(sizeof...(Is) == R && (detail::Tile<Is> || ...) &&
           ((detail::Tile<Is> || detail::Int<Is>) && ...))
__KILN_TILE("atomic_cas") tile<detail::plain<T>, D...> atomic_cas(tensor<T, R> t, tile<E, D...> expected,
                                                                  tile<U, D...> desired, Is... idx);
#undef __KILN_ATOMIC_PARAMS

// ---- element-wise -------------------------------------------------------------
#define KILN_TILE_BINARY(OP, NAME)                                             \
  template <class A, class B>                                                  \
    requires detail::Broadcastable<A, B>                                       \
  __KILN_TILE(NAME) detail::arith_t<A, B> operator OP(const A &a, const B &b);
KILN_TILE_BINARY(+, "add")
KILN_TILE_BINARY(-, "sub")
KILN_TILE_BINARY(*, "mul")
KILN_TILE_BINARY(/, "div")
KILN_TILE_BINARY(%, "rem")
KILN_TILE_BINARY(&, "and")
KILN_TILE_BINARY(|, "or")
KILN_TILE_BINARY(^, "xor")
KILN_TILE_BINARY(<<, "shl")
KILN_TILE_BINARY(>>, "shr")
#undef KILN_TILE_BINARY
#define KILN_TILE_CMP(OP, NAME)                                                \
  template <class A, class B>                                                  \
    requires detail::Broadcastable<A, B>                                       \
  __KILN_TILE(NAME) detail::cmp_t<A, B> operator OP(const A &a, const B &b);
KILN_TILE_CMP(==, "eq")
KILN_TILE_CMP(!=, "ne")
KILN_TILE_CMP(<, "lt")
KILN_TILE_CMP(<=, "le")
KILN_TILE_CMP(>, "gt")
KILN_TILE_CMP(>=, "ge")
KILN_TILE_CMP(&&, "land")
KILN_TILE_CMP(||, "lor")
#undef KILN_TILE_CMP
#define KILN_TILE_ASSIGN(OP, NAME)                                             \
  template <class T, int... D, class B>                                        \
    requires detail::Broadcastable<tile<T, D...>, B>                           \
  __KILN_TILE(NAME) tile<T, D...> &operator OP(tile<T, D...> &a, const B &b);
KILN_TILE_ASSIGN(+=, "iadd")
KILN_TILE_ASSIGN(-=, "isub")
KILN_TILE_ASSIGN(*=, "imul")
KILN_TILE_ASSIGN(/=, "idiv")
#undef KILN_TILE_ASSIGN
template <class T, int... D> __KILN_TILE("neg") tile<T, D...> operator-(const tile<T, D...> &a);
template <class T, int... D> __KILN_TILE("bnot") tile<T, D...> operator~(const tile<T, D...> &a);
template <class T, int... D> __KILN_TILE("not") tile<bool, D...> operator!(const tile<T, D...> &a);

/// c ? a : b element-wise (a and b may be scalars; all three broadcast).
template <class C, int... D, class A, class B>
  requires(detail::Operand<A> && detail::Operand<B> && detail::bcast<A, B>::ok() &&
           detail::bcast_s<detail::shape_of<tile<C, D...>>, detail::bcast<A, B>>::ok())
__KILN_TILE("where")
detail::tile_of<typename detail::bin_elem<A, B>::type,
                detail::bcast_s<detail::shape_of<tile<C, D...>>, detail::bcast<A, B>>>
where(const tile<C, D...> &c, const A &a, const B &b);

template <class T, class U, int... D> __KILN_TILE("cast") tile<T, D...> cast(const tile<U, D...> &t);

#define KILN_TILE_UNARY(NAME)                                                  \
  template <class T, int... D> __KILN_TILE(#NAME) tile<T, D...> NAME(const tile<T, D...> &t);
KILN_TILE_UNARY(exp)
KILN_TILE_UNARY(exp2)
KILN_TILE_UNARY(log)
KILN_TILE_UNARY(log2)
KILN_TILE_UNARY(sqrt)
KILN_TILE_UNARY(rsqrt)
KILN_TILE_UNARY(abs)
KILN_TILE_UNARY(tanh)
KILN_TILE_UNARY(erf)
KILN_TILE_UNARY(sigmoid)
#undef KILN_TILE_UNARY
template <class A, class B>
  requires detail::Broadcastable<A, B>
__KILN_TILE("maximum") detail::arith_t<A, B> max(const A &a, const B &b);
template <class A, class B>
  requires detail::Broadcastable<A, B>
__KILN_TILE("minimum") detail::arith_t<A, B> min(const A &a, const B &b);
template <class A, class B, class C>
  requires(detail::Broadcastable<A, B> && detail::Broadcastable<detail::arith_t<A, B>, C>)
__KILN_TILE("fma") detail::arith_t<detail::arith_t<A, B>, C> fma(const A &a, const B &b, const C &c);

// ---- shape --------------------------------------------------------------------
template <int... N, class T, int... D>
  requires(sizeof...(N) >= sizeof...(D) && detail::bcast<tile<T, D...>, tile<T, N...>>::ok())
__KILN_TILE("broadcast_to") tile<T, N...> broadcast_to(const tile<T, D...> &t);
template <int... N, class T, int... D>
  requires(detail::product_is<(D * ... * 1), N...>())
__KILN_TILE("reshape") tile<T, N...> reshape(const tile<T, D...> &t);
template <int... P, class T, int... D>
  requires(sizeof...(P) == sizeof...(D))
__KILN_TILE("permute")
detail::tile_of<T, detail::permuted_shape<detail::iseq<int, P...>, D...>> permute(const tile<T, D...> &t);
template <class T, int M, int N> __KILN_TILE("transpose") tile<T, N, M> transpose(const tile<T, M, N> &t);
template <int Axis, class T, int... D>
  requires(Axis >= 0 && Axis <= sizeof...(D))
__KILN_TILE("expand_dims") detail::tile_of<T, detail::expanded_shape<Axis, D...>> expand_dims(const tile<T, D...> &t);

/// The one element of a single-element tile (a [1, 1] load, a row reduced
/// from a [1, N] tile) as a scalar.
template <class T, int... D>
  requires((D * ... * 1) == 1 && !detail::Fp8<T>)
__KILN_TILE("item") T item(const tile<T, D...> &t);

// ---- reductions and scans -----------------------------------------------------
/// sum/max/min/cumsum of fp8 tiles widen each element to float and give
/// float results (the sum accumulated in f32, as Triton upcasts).
template <int Axis, class T, int... D>
  requires(Axis >= 0 && Axis < sizeof...(D))
__KILN_TILE("sum") detail::reduce_t<detail::red_elem_t<T>, Axis, T, D...> sum(const tile<T, D...> &t);
template <int Axis, class T, int... D>
  requires(Axis >= 0 && Axis < sizeof...(D))
__KILN_TILE("max") detail::reduce_t<detail::red_elem_t<T>, Axis, T, D...> max(const tile<T, D...> &t);
template <int Axis, class T, int... D>
  requires(Axis >= 0 && Axis < sizeof...(D))
__KILN_TILE("min") detail::reduce_t<detail::red_elem_t<T>, Axis, T, D...> min(const tile<T, D...> &t);
/// The index (int32) of the first maximum along Axis.
template <int Axis, class T, int... D>
  requires(Axis >= 0 && Axis < sizeof...(D))
__KILN_TILE("argmax") detail::reduce_t<int32_t, Axis, T, D...> argmax(const tile<T, D...> &t);
/// Inclusive prefix sum along Axis; with Reverse, the suffix sum
/// (t[i] + ... + t[N-1]).
template <int Axis, bool Reverse = false, class T, int... D>
  requires(Axis >= 0 && Axis < sizeof...(D))
__KILN_TILE("cumsum") tile<detail::red_elem_t<T>, D...> cumsum(const tile<T, D...> &t);
/// Inclusive scan along Axis with a lambda taking and returning T:
/// op(init, t[0] op t[1] op ... op t[i]) at i, or with Reverse
/// op(init, t[i] op ... op t[N-1]). op must be associative (not necessarily
/// commutative: operands keep their order along the axis).
template <int Axis, bool Reverse = false, class T, int... D, class F>
  requires(Axis >= 0 && Axis < sizeof...(D))
__KILN_TILE("scan") tile<T, D...> scan(const tile<T, D...> &t, T init, F op) {
  return {}; // mapped by the frontend, like reduce
}
/// op(init, op(t[0], op(t[1], ...))) along Axis; op must be associative and
/// commutative (a lambda taking and returning T).
template <int Axis, class T, int... D, class F>
  requires(Axis >= 0 && Axis < sizeof...(D))
__KILN_TILE("reduce") detail::reduce_t<T, Axis, T, D...> reduce(const tile<T, D...> &t, T init, F op) {
  return {}; // mapped by the frontend; a lambda type has no linkage, so define it
}

// ---- sorting, top-k, histograms -------------------------------------------------
/// t sorted along Axis, ascending (Descending: largest first). Floats follow
/// IEEE totalOrder (-NaN < -inf < -0 < +0 < +inf < +NaN), so NaNs sort last
/// ascending; integers by their C++ signedness. Keys: 8..64-bit integers,
/// _Float16, __bf16, float, double. A ragged row is loaded with a padding
/// that sorts last (load<1, 1024>(x, INFINITY, r, 0)) and stored masked.
template <int Axis, bool Descending = false, class T, int... D>
  requires(Axis >= 0 && Axis < sizeof...(D))
__KILN_TILE("sort") tile<T, D...> sort(const tile<T, D...> &t);
/// Sorts keys along Axis and permutes values with them, both in place
/// (local tile variables). Stable: equal keys keep their order.
template <int Axis, bool Descending = false, class K, class V, int... D>
  requires(Axis >= 0 && Axis < sizeof...(D))
__KILN_TILE("sort_pairs") void sort(tile<K, D...> &keys, tile<V, D...> &values);
/// The positions (int32, along Axis) that sort t: t[argsort(t)] is sorted.
/// Stable: equal keys keep their order.
template <int Axis, bool Descending = false, class T, int... D>
  requires(Axis >= 0 && Axis < sizeof...(D))
__KILN_TILE("argsort") tile<int32_t, D...> argsort(const tile<T, D...> &t);
namespace detail {
template <int Axis, int K, int... D> struct topk_shape {
  static constexpr int rank = sizeof...(D);
  static constexpr int dim(int i) {
    constexpr int d[] = {D...};
    return i == Axis ? K : d[i];
  }
};
} // namespace detail
/// The K largest elements along Axis (K a power of two), largest first
/// (torch.topk, sorted); topk_indices gives their positions along Axis
/// (int32; equal elements lowest position first). Both of the same t in one
/// block share one sort.
template <int K, int Axis, class T, int... D>
  requires(Axis >= 0 && Axis < sizeof...(D) && detail::pow2(K))
__KILN_TILE("topk") detail::tile_of<T, detail::topk_shape<Axis, K, D...>> topk(const tile<T, D...> &t);
template <int K, int Axis, class T, int... D>
  requires(Axis >= 0 && Axis < sizeof...(D) && detail::pow2(K))
__KILN_TILE("topk_indices")
detail::tile_of<int32_t, detail::topk_shape<Axis, K, D...>> topk_indices(const tile<T, D...> &t);
/// Counts of the values 0..Bins-1 of an integer tile (tl.histogram): result
/// b is the number of elements equal to b (where mask is true); values
/// outside [0, Bins) are not counted.
template <int Bins, class T, int... D>
  requires(detail::pow2(Bins) && __is_integral(T))
__KILN_TILE("histogram") tile<int32_t, Bins> histogram(const tile<T, D...> &t);
template <int Bins, class T, int... D>
  requires(detail::pow2(Bins) && __is_integral(T))
__KILN_TILE("histogram") tile<int32_t, Bins> histogram(const tile<T, D...> &t, const tile<bool, D...> &mask);

// ---- matrix -------------------------------------------------------------------
/// How f32 inputs of mma/dot may be multiplied: `ieee` (exact f32 products,
/// FMA units) or `tf32` (tensor cores, inputs truncated to tf32's 10-bit
/// mantissa, as Triton's allow_tf32). 16-bit inputs always use tensor cores.
enum class precision { ieee = 0, tf32 = 1 };
/// acc + a @ b (tensor cores where the types and target allow).
template <class A, class B, class C, int M, int N, int K>
__KILN_TILE("mma") tile<C, M, N> mma(const tile<A, M, K> &a, const tile<B, K, N> &b, const tile<C, M, N> &acc);
template <class A, class B, class C, int M, int N, int K>
__KILN_TILE("mma") tile<C, M, N> mma(const tile<A, M, K> &a, const tile<B, K, N> &b, const tile<C, M, N> &acc,
                                     precision p);
/// a @ b, accumulated in f32 for f16/bf16/fp8 (int32 for 8-bit integers).
template <class A, class B, int M, int N, int K>
__KILN_TILE("dot") tile<typename detail::acc_type<A>::type, M, N> dot(const tile<A, M, K> &a, const tile<B, K, N> &b);
template <class A, class B, int M, int N, int K>
__KILN_TILE("dot") tile<typename detail::acc_type<A>::type, M, N> dot(const tile<A, M, K> &a, const tile<B, K, N> &b,
                                                                       precision p);

} // namespace tile
} // namespace kiln

#undef __KILN_TILE
#endif
