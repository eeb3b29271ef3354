// @realcode expression templates as Eigen/Blaze-style array libraries use them in device code: a CRTP base Expr<Derived> with size() and operator[] forwarding to the derived class, lazy BinaryOp/UnaryOp nodes holding their operands by value and a functor type, operator overloads (+, -, *, / with scalars on either side, unary minus) constrained with enable_if on an is_expr trait, a DeviceView<T> leaf over a raw pointer, free functions (sqrt, exp, where) building nodes, and one assign<T, Src> template that evaluates any expression tree element-wise with a grid-stride loop; one kernel instantiates it for three different expression trees.
// @let N = 1 << 22
// @buf a f32[N] uniform(-2, 2)
// @buf b f32[N] uniform(0.5, 3)
// @buf c f32[N] uniform(-1, 1)
// @buf y1 f32[N] zero
// @buf y2 f32[N] zero
// @buf y3 f32[N] zero
// @launch run_expressions grid(cdiv(N, 256 * 4)) block(256) args(a, b, c, y1, y2, y3, i32(N), f32(0.75))
// @check y1 abs=1e-5 rel=1e-5
// @check y2 abs=1e-5 rel=1e-5
// @check y3 abs=1e-5 rel=1e-5
#include <type_traits>

namespace lazy {

template <typename Derived> struct Expr {
  __device__ __forceinline__ const Derived &self() const { return static_cast<const Derived &>(*this); }
  __device__ __forceinline__ int size() const { return self().size(); }
  __device__ __forceinline__ auto operator[](int i) const { return self()[i]; }
};

template <typename T> struct is_expr : std::is_base_of<Expr<T>, T> {};

template <typename T> struct DeviceView : Expr<DeviceView<T>> {
  T *ptr;
  int n;
  __device__ DeviceView(T *p, int n_) : ptr(p), n(n_) {}
  __device__ __forceinline__ int size() const { return n; }
  __device__ __forceinline__ T operator[](int i) const { return ptr[i]; }
  __device__ __forceinline__ T &ref(int i) { return ptr[i]; }
};

template <typename T> struct Scalar : Expr<Scalar<T>> {
  T v;
  __device__ explicit Scalar(T x) : v(x) {}
  __device__ __forceinline__ int size() const { return 0; }
  __device__ __forceinline__ T operator[](int) const { return v; }
};

template <typename L, typename R, typename Op> struct BinaryOp : Expr<BinaryOp<L, R, Op>> {
  L l;
  R r;
  __device__ BinaryOp(const L &l_, const R &r_) : l(l_), r(r_) {}
  __device__ __forceinline__ int size() const { return l.size() > r.size() ? l.size() : r.size(); }
  __device__ __forceinline__ auto operator[](int i) const { return Op::apply(l[i], r[i]); }
};

template <typename E, typename Op> struct UnaryOp : Expr<UnaryOp<E, Op>> {
  E e;
  __device__ explicit UnaryOp(const E &e_) : e(e_) {}
  __device__ __forceinline__ int size() const { return e.size(); }
  __device__ __forceinline__ auto operator[](int i) const { return Op::apply(e[i]); }
};

template <typename C, typename A, typename B> struct Where : Expr<Where<C, A, B>> {
  C c; A a; B b;
  __device__ Where(const C &c_, const A &a_, const B &b_) : c(c_), a(a_), b(b_) {}
  __device__ __forceinline__ int size() const { return a.size(); }
  __device__ __forceinline__ auto operator[](int i) const { return c[i] > 0 ? a[i] : b[i]; }
};

struct Add { template <typename X, typename Y> __device__ static auto apply(X x, Y y) { return x + y; } };
struct Sub { template <typename X, typename Y> __device__ static auto apply(X x, Y y) { return x - y; } };
struct Mul { template <typename X, typename Y> __device__ static auto apply(X x, Y y) { return x * y; } };
struct Div { template <typename X, typename Y> __device__ static auto apply(X x, Y y) { return x / y; } };
struct Neg { template <typename X> __device__ static auto apply(X x) { return -x; } };
struct Sqrt { template <typename X> __device__ static auto apply(X x) { return sqrtf(x); } };
struct Exp { template <typename X> __device__ static auto apply(X x) { return __expf(x); } };

template <typename T> __device__ auto wrap(const T &x, std::true_type) { return x; }
template <typename T> __device__ auto wrap(const T &x, std::false_type) { return Scalar<T>(x); }
template <typename T> __device__ auto wrap(const T &x) { return wrap(x, is_expr<T>{}); }

#define LAZY_BINARY(OP, NAME)                                                                          \
  template <typename L, typename R, typename = std::enable_if_t<is_expr<L>::value || is_expr<R>::value>> \
  __device__ auto operator OP(const L &l, const R &r) {                                                \
    using WL = decltype(wrap(l));                                                                      \
    using WR = decltype(wrap(r));                                                                      \
    return BinaryOp<WL, WR, NAME>(wrap(l), wrap(r));                                                   \
  }
LAZY_BINARY(+, Add)
LAZY_BINARY(-, Sub)
LAZY_BINARY(*, Mul)
LAZY_BINARY(/, Div)
#undef LAZY_BINARY

template <typename E, typename = std::enable_if_t<is_expr<E>::value>> __device__ auto operator-(const E &e) { return UnaryOp<E, Neg>(e); }
template <typename E> __device__ auto sqrt(const Expr<E> &e) { return UnaryOp<E, Sqrt>(e.self()); }
template <typename E> __device__ auto exp(const Expr<E> &e) { return UnaryOp<E, Exp>(e.self()); }
template <typename C, typename A, typename B> __device__ auto where(const C &c, const A &a, const B &b) {
  return Where<C, decltype(wrap(a)), decltype(wrap(b))>(c, wrap(a), wrap(b));
}

template <typename T, typename Src>
__device__ __forceinline__ void assign(DeviceView<T> dst, const Expr<Src> &src) {
  const Src &s = src.self();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < dst.size(); i += gridDim.x * blockDim.x) dst.ref(i) = s[i];
}

} // namespace lazy

__global__ void run_expressions(float *a_, float *b_, float *c_, float *y1_, float *y2_, float *y3_, int n, float alpha) {
  using lazy::DeviceView;
  DeviceView<float> a(a_, n), b(b_, n), c(c_, n);
  lazy::assign(DeviceView<float>(y1_, n), alpha * a + b * c - 1.0f);
  lazy::assign(DeviceView<float>(y2_, n), lazy::sqrt(b) / (a * a + 1.0f) + -c);
  lazy::assign(DeviceView<float>(y3_, n), lazy::where(c, lazy::exp(a * 0.5f), 2.0f * b - a));
}
