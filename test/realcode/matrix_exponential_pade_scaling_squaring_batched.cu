// @realcode Batched matrix exponentials of small dense matrices by scaling and squaring with a [6/6] Padé approximant (Higham's method, as continuous-time Markov chain and rigid-body codes compute exp(A t) per element): a Mat<N> class template with operator+, operator*, scalar products and an identity factory, the Padé coefficients as a constexpr array computed by a constexpr function from the factorial formula, the scaling power from the matrix 1-norm via frexp, the numerator and denominator built from even and odd powers, the linear solve by Gauss-Jordan elimination with partial pivoting in registers, then s squarings; one thread per matrix, double precision, 4x4 and 6x6 instantiations from one template.
// @let NB = 1 << 16
// @buf a4 f64[NB * 16] uniform(-2, 2)
// @buf a6 f64[NB * 36] uniform(-1, 1)
// @buf e4 f64[NB * 16] zero
// @buf e6 f64[NB * 36] zero
// @buf s4 i32[NB] zero
// @launch expm_batched<4> grid(NB / 128) block(128) args(a4, e4, s4, i32(NB))
// @launch expm_batched<6> grid(NB / 128) block(128) args(a6, e6, s4, i32(0))
// @check e4 abs=1e-10 rel=1e-10
// @check e6 abs=1e-10 rel=1e-10
// @check s4 exact
#include <cuda_runtime.h>

template <int N> struct Mat {
  double m[N][N];
  __device__ static Mat identity() {
    Mat r;
    for (int i = 0; i < N; ++i)
      for (int j = 0; j < N; ++j) r.m[i][j] = i == j ? 1.0 : 0.0;
    return r;
  }
  __device__ Mat operator+(const Mat &o) const {
    Mat r;
    for (int i = 0; i < N; ++i)
      for (int j = 0; j < N; ++j) r.m[i][j] = m[i][j] + o.m[i][j];
    return r;
  }
  __device__ Mat operator-(const Mat &o) const {
    Mat r;
    for (int i = 0; i < N; ++i)
      for (int j = 0; j < N; ++j) r.m[i][j] = m[i][j] - o.m[i][j];
    return r;
  }
  __device__ Mat operator*(const Mat &o) const {
    Mat r;
    for (int i = 0; i < N; ++i)
      for (int j = 0; j < N; ++j) {
        double s = 0.0;
        for (int k = 0; k < N; ++k) s += m[i][k] * o.m[k][j];
        r.m[i][j] = s;
      }
    return r;
  }
  __device__ friend Mat operator*(double c, const Mat &a) {
    Mat r;
    for (int i = 0; i < N; ++i)
      for (int j = 0; j < N; ++j) r.m[i][j] = c * a.m[i][j];
    return r;
  }
  __device__ double norm1() const {
    double best = 0.0;
    for (int j = 0; j < N; ++j) {
      double s = 0.0;
      for (int i = 0; i < N; ++i) s += fabs(m[i][j]);
      best = fmax(best, s);
    }
    return best;
  }
};

// Padé [q/q] coefficients c_k = (2q - k)! q! / ((2q)! k! (q - k)!).
constexpr double factorial(int n) { return n <= 1 ? 1.0 : n * factorial(n - 1); }
template <int Q> struct PadeCoefficients {
  double c[Q + 1];
  constexpr PadeCoefficients() : c() {
    for (int k = 0; k <= Q; ++k) c[k] = factorial(2 * Q - k) * factorial(Q) / (factorial(2 * Q) * factorial(k) * factorial(Q - k));
  }
};
__device__ constexpr PadeCoefficients<6> kPade6{};

// Solves Q X = P for X (overwriting P) by Gauss-Jordan with partial pivoting.
template <int N> __device__ void solve_in_place(Mat<N> &q, Mat<N> &p) {
  for (int col = 0; col < N; ++col) {
    int piv = col;
    for (int r = col + 1; r < N; ++r)
      if (fabs(q.m[r][col]) > fabs(q.m[piv][col])) piv = r;
    if (piv != col)
      for (int j = 0; j < N; ++j) {
        double t = q.m[col][j]; q.m[col][j] = q.m[piv][j]; q.m[piv][j] = t;
        t = p.m[col][j]; p.m[col][j] = p.m[piv][j]; p.m[piv][j] = t;
      }
    const double inv = 1.0 / q.m[col][col];
    for (int j = 0; j < N; ++j) {
      q.m[col][j] *= inv;
      p.m[col][j] *= inv;
    }
    for (int r = 0; r < N; ++r) {
      if (r == col) continue;
      const double f = q.m[r][col];
      for (int j = 0; j < N; ++j) {
        q.m[r][j] -= f * q.m[col][j];
        p.m[r][j] -= f * p.m[col][j];
      }
    }
  }
}

template <int N>
__global__ void expm_batched(const double *__restrict__ in, double *__restrict__ out, int *scaling, int nb) {
  const int b = blockIdx.x * blockDim.x + threadIdx.x;
  Mat<N> a;
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < N; ++j) a.m[i][j] = in[(size_t)b * N * N + i * N + j];
  int e;
  frexp(a.norm1(), &e);
  const int s = e > 0 ? e : 0;  // ||A / 2^s|| < 1
  a = ldexp(1.0, -s) * a;
  const Mat<N> id = Mat<N>::identity();
  const Mat<N> a2 = a * a, a4 = a2 * a2, a6 = a4 * a2;
  const double *c = kPade6.c;
  const Mat<N> u = a * (c[1] * id + c[3] * a2 + c[5] * a4);
  const Mat<N> v = c[0] * id + c[2] * a2 + c[4] * a4 + c[6] * a6;
  Mat<N> p = v + u, q = v - u;
  solve_in_place(q, p);
  for (int k = 0; k < s; ++k) p = p * p;
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < N; ++j) out[(size_t)b * N * N + i * N + j] = p.m[i][j];
  if (b < nb) scaling[b] = s;
}

template __global__ void expm_batched<4>(const double *__restrict__, double *__restrict__, int *, int);
template __global__ void expm_batched<6>(const double *__restrict__, double *__restrict__, int *, int);
