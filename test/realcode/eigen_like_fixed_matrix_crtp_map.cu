// @realcode Eigen-flavoured fixed-size linear algebra in device code (the style of Eigen 3 / Sophus / g2o CUDA ports): `EIGEN_DEVICE_FUNC` and `EIGEN_STRONG_INLINE` macros, a CRTP `MatrixBase<Derived>` exposing `coeff(i, j)`, `rows()`/`cols()` as static constexpr members and `derived()`, lazy expression objects (`Transpose<Expr>`, `Product<Lhs, Rhs>`, `CwiseBinary<Op, L, R>`) evaluated when assigned into a `Matrix<Scalar, R, C>`, a `Map<const Matrix<...>>` view over global memory, `.block<r, c>(i, j)`, `.dot()`, `.squaredNorm()`, a closed-form 3x3 `.inverse()` with a determinant, and `typedef Matrix<float, 3, 3> Matrix3f`; per element a Gauss-Newton normal-equation solve (J^T J)^-1 J^T r for a 6x3 Jacobian.
// @let N = 1 << 20
// @buf jac f32[N * 18] uniform(-1, 1)
// @buf res f32[N * 6] uniform(-1, 1)
// @buf delta f32[N * 3] zero
// @buf cost f32[N] zero
// @launch gauss_newton_step grid(N / 128) block(128) args(jac, res, delta, cost, i32(N))
// @check delta abs=1e-2 rel=1e-3
// @check cost abs=1e-4 rel=1e-5
#include <cuda_runtime.h>

#define EIGEN_DEVICE_FUNC __host__ __device__
#define EIGEN_STRONG_INLINE __forceinline__

namespace eig {
template <class Derived> struct traits;

template <class Derived> struct MatrixBase {
  EIGEN_DEVICE_FUNC EIGEN_STRONG_INLINE const Derived &derived() const { return *static_cast<const Derived *>(this); }
  EIGEN_DEVICE_FUNC EIGEN_STRONG_INLINE auto operator()(int i, int j) const { return derived().coeff(i, j); }
  static constexpr int RowsAtCompileTime = traits<Derived>::Rows;
  static constexpr int ColsAtCompileTime = traits<Derived>::Cols;
  EIGEN_DEVICE_FUNC static constexpr int rows() { return RowsAtCompileTime; }
  EIGEN_DEVICE_FUNC static constexpr int cols() { return ColsAtCompileTime; }
  template <class Other> EIGEN_DEVICE_FUNC auto dot(const MatrixBase<Other> &o) const {
    static_assert(traits<Derived>::Cols == 1 && traits<Other>::Cols == 1, "dot of vectors");
    typename traits<Derived>::Scalar s(0);
    for (int i = 0; i < rows(); ++i)
      s += derived().coeff(i, 0) * o.derived().coeff(i, 0);
    return s;
  }
  EIGEN_DEVICE_FUNC auto squaredNorm() const {
    typename traits<Derived>::Scalar s(0);
    for (int i = 0; i < rows(); ++i)
      for (int j = 0; j < cols(); ++j)
        s += derived().coeff(i, j) * derived().coeff(i, j);
    return s;
  }
};

template <class E> struct Transpose;
template <class L, class R> struct Product;
template <class Op, class L, class R> struct CwiseBinary;

template <class E> struct traits<Transpose<E>> {
  using Scalar = typename traits<E>::Scalar;
  static constexpr int Rows = traits<E>::Cols, Cols = traits<E>::Rows;
};
template <class L, class R> struct traits<Product<L, R>> {
  using Scalar = typename traits<L>::Scalar;
  static constexpr int Rows = traits<L>::Rows, Cols = traits<R>::Cols;
};
template <class Op, class L, class R> struct traits<CwiseBinary<Op, L, R>> {
  using Scalar = typename traits<L>::Scalar;
  static constexpr int Rows = traits<L>::Rows, Cols = traits<L>::Cols;
};

template <class E> struct Transpose : MatrixBase<Transpose<E>> {
  const E &e;
  EIGEN_DEVICE_FUNC explicit Transpose(const E &x) : e(x) {}
  EIGEN_DEVICE_FUNC EIGEN_STRONG_INLINE auto coeff(int i, int j) const { return e.coeff(j, i); }
};
template <class L, class R> struct Product : MatrixBase<Product<L, R>> {
  const L &l;
  const R &r;
  EIGEN_DEVICE_FUNC Product(const L &a, const R &b) : l(a), r(b) {}
  EIGEN_DEVICE_FUNC EIGEN_STRONG_INLINE auto coeff(int i, int j) const {
    typename traits<L>::Scalar s(0);
#pragma unroll
    for (int k = 0; k < traits<L>::Cols; ++k)
      s += l.coeff(i, k) * r.coeff(k, j);
    return s;
  }
};
struct SubOp { template <class T> EIGEN_DEVICE_FUNC T operator()(T a, T b) const { return a - b; } };
template <class Op, class L, class R> struct CwiseBinary : MatrixBase<CwiseBinary<Op, L, R>> {
  const L &l;
  const R &r;
  EIGEN_DEVICE_FUNC CwiseBinary(const L &a, const R &b) : l(a), r(b) {}
  EIGEN_DEVICE_FUNC EIGEN_STRONG_INLINE auto coeff(int i, int j) const { return Op()(l.coeff(i, j), r.coeff(i, j)); }
};

template <class L, class R>
EIGEN_DEVICE_FUNC Product<L, R> operator*(const MatrixBase<L> &a, const MatrixBase<R> &b) {
  static_assert(traits<L>::Cols == traits<R>::Rows, "inner dimensions");
  return Product<L, R>(a.derived(), b.derived());
}
template <class L, class R>
EIGEN_DEVICE_FUNC CwiseBinary<SubOp, L, R> operator-(const MatrixBase<L> &a, const MatrixBase<R> &b) {
  return CwiseBinary<SubOp, L, R>(a.derived(), b.derived());
}
template <class E> EIGEN_DEVICE_FUNC Transpose<E> transpose(const MatrixBase<E> &e) { return Transpose<E>(e.derived()); }

template <class S, int R, int C> struct Matrix;
template <class S, int R, int C> struct traits<Matrix<S, R, C>> {
  using Scalar = S;
  static constexpr int Rows = R, Cols = C;
};
template <class S, int R, int C> struct Matrix : MatrixBase<Matrix<S, R, C>> {
  S m[R * C]; // column-major, as Eigen's default
  EIGEN_DEVICE_FUNC Matrix() {}
  template <class E> EIGEN_DEVICE_FUNC Matrix(const MatrixBase<E> &e) { *this = e; }
  template <class E> EIGEN_DEVICE_FUNC Matrix &operator=(const MatrixBase<E> &e) {
    for (int j = 0; j < C; ++j)
      for (int i = 0; i < R; ++i)
        m[j * R + i] = e.derived().coeff(i, j);
    return *this;
  }
  EIGEN_DEVICE_FUNC EIGEN_STRONG_INLINE S coeff(int i, int j) const { return m[j * R + i]; }
  EIGEN_DEVICE_FUNC EIGEN_STRONG_INLINE S &coeffRef(int i, int j) { return m[j * R + i]; }
  template <int BR, int BC> EIGEN_DEVICE_FUNC Matrix<S, BR, BC> block(int i0, int j0) const {
    Matrix<S, BR, BC> b;
    for (int j = 0; j < BC; ++j)
      for (int i = 0; i < BR; ++i)
        b.coeffRef(i, j) = coeff(i0 + i, j0 + j);
    return b;
  }
  EIGEN_DEVICE_FUNC S determinant() const {
    static_assert(R == 3 && C == 3, "3x3 only");
    return coeff(0, 0) * (coeff(1, 1) * coeff(2, 2) - coeff(1, 2) * coeff(2, 1)) -
           coeff(0, 1) * (coeff(1, 0) * coeff(2, 2) - coeff(1, 2) * coeff(2, 0)) +
           coeff(0, 2) * (coeff(1, 0) * coeff(2, 1) - coeff(1, 1) * coeff(2, 0));
  }
  EIGEN_DEVICE_FUNC Matrix inverse() const {
    Matrix inv;
    S invdet = S(1) / determinant();
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 3; ++j) {
        int i1 = (j + 1) % 3, i2 = (j + 2) % 3, j1 = (i + 1) % 3, j2 = (i + 2) % 3;
        inv.coeffRef(i, j) = (coeff(i1, j1) * coeff(i2, j2) - coeff(i1, j2) * coeff(i2, j1)) * invdet;
      }
    return inv;
  }
};

template <class M> struct Map;
template <class S, int R, int C> struct traits<Map<const Matrix<S, R, C>>> : traits<Matrix<S, R, C>> {};
template <class S, int R, int C> struct Map<const Matrix<S, R, C>> : MatrixBase<Map<const Matrix<S, R, C>>> {
  const S *p;
  EIGEN_DEVICE_FUNC explicit Map(const S *ptr) : p(ptr) {}
  EIGEN_DEVICE_FUNC EIGEN_STRONG_INLINE S coeff(int i, int j) const { return p[j * R + i]; }
};

typedef Matrix<float, 3, 3> Matrix3f;
typedef Matrix<float, 3, 1> Vector3f;
typedef Matrix<float, 6, 1> Vector6f;
} // namespace eig

__global__ void gauss_newton_step(const float *jac, const float *res, float *delta, float *cost, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  using namespace eig;
  Map<const Matrix<float, 6, 3>> J(jac + size_t(i) * 18);
  Map<const Vector6f> r(res + size_t(i) * 6);
  Matrix3f H = transpose(J) * J;
  // Levenberg damping keeps H invertible for random Jacobians.
  for (int d = 0; d < 3; ++d)
    H.coeffRef(d, d) += 1.0f;
  Vector3f g = transpose(J) * r;
  Vector3f dx = H.inverse() * g;
  Vector6f pred = J * dx;
  Vector6f after = r - pred;
  Matrix<float, 2, 1> head = after.block<2, 1>(0, 0);
  for (int d = 0; d < 3; ++d)
    delta[size_t(i) * 3 + d] = -dx.coeff(d, 0);
  cost[i] = 0.5f * after.squaredNorm() + 0.0f * head.dot(head) + 1e-3f * g.dot(g);
}
