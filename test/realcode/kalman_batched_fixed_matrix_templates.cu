// @realcode Batched linear Kalman filters as multi-target trackers run them on the GPU: one thread per track, a constant-velocity 2-D model (state x, y, vx, vy), a fixed-size Mat<R, C> class template whose products, transposes and sums unroll over the template extents, a closed-form 2x2 innovation inverse, the Joseph-form covariance update, 16 measurement steps per launch read from a [step][track] float2 array, and the filtered state and covariance written back.
// @let T = 1 << 20
// @let STEPS = 16
// @buf meas f32[STEPS * T * 2] uniform(-1, 1)
// @buf state f32[T * 4] zero
// @buf cov f32[T * 16] zero
// @launch kalman_track<4, 2> grid(T / 128) block(128) args(meas, state, cov, i32(T), i32(STEPS), f32(0.1), f32(0.01), f32(0.25))
// @check state abs=1e-4 rel=1e-4
// @check cov abs=1e-5 rel=1e-4

template <int R, int C> struct Mat {
  float a[R][C];

  __device__ static Mat zeros() {
    Mat m;
#pragma unroll
    for (int i = 0; i < R; ++i)
#pragma unroll
      for (int j = 0; j < C; ++j) m.a[i][j] = 0.0f;
    return m;
  }
  __device__ static Mat identity(float s = 1.0f) {
    Mat m = zeros();
#pragma unroll
    for (int i = 0; i < (R < C ? R : C); ++i) m.a[i][i] = s;
    return m;
  }
  __device__ float &operator()(int i, int j) { return a[i][j]; }
  __device__ float operator()(int i, int j) const { return a[i][j]; }

  __device__ Mat<C, R> t() const {
    Mat<C, R> m;
#pragma unroll
    for (int i = 0; i < R; ++i)
#pragma unroll
      for (int j = 0; j < C; ++j) m.a[j][i] = a[i][j];
    return m;
  }
};

template <int R, int K, int C> __device__ Mat<R, C> operator*(const Mat<R, K> &x, const Mat<K, C> &y) {
  Mat<R, C> m;
#pragma unroll
  for (int i = 0; i < R; ++i)
#pragma unroll
    for (int j = 0; j < C; ++j) {
      float s = 0.0f;
#pragma unroll
      for (int k = 0; k < K; ++k) s += x.a[i][k] * y.a[k][j];
      m.a[i][j] = s;
    }
  return m;
}
template <int R, int C> __device__ Mat<R, C> operator+(const Mat<R, C> &x, const Mat<R, C> &y) {
  Mat<R, C> m;
#pragma unroll
  for (int i = 0; i < R; ++i)
#pragma unroll
    for (int j = 0; j < C; ++j) m.a[i][j] = x.a[i][j] + y.a[i][j];
  return m;
}
template <int R, int C> __device__ Mat<R, C> operator-(const Mat<R, C> &x, const Mat<R, C> &y) {
  Mat<R, C> m;
#pragma unroll
  for (int i = 0; i < R; ++i)
#pragma unroll
    for (int j = 0; j < C; ++j) m.a[i][j] = x.a[i][j] - y.a[i][j];
  return m;
}

__device__ __forceinline__ Mat<2, 2> inverse2(const Mat<2, 2> &s) {
  float det = s(0, 0) * s(1, 1) - s(0, 1) * s(1, 0);
  float r = 1.0f / det;
  Mat<2, 2> m;
  m(0, 0) = s(1, 1) * r;
  m(0, 1) = -s(0, 1) * r;
  m(1, 0) = -s(1, 0) * r;
  m(1, 1) = s(0, 0) * r;
  return m;
}

template <int NX, int NZ>
__global__ void __launch_bounds__(128) kalman_track(const float2 *__restrict__ meas, float *__restrict__ state,
                                                    float *__restrict__ cov, int tracks, int steps, float dt, float q,
                                                    float r) {
  const int id = blockIdx.x * blockDim.x + threadIdx.x;
  if (id >= tracks) return;
  Mat<NX, NX> F = Mat<NX, NX>::identity();
  F(0, 2) = dt;
  F(1, 3) = dt;
  Mat<NZ, NX> H = Mat<NZ, NX>::zeros();
  H(0, 0) = 1.0f;
  H(1, 1) = 1.0f;
  const Mat<NX, NX> Q = Mat<NX, NX>::identity(q);
  const Mat<NZ, NZ> Rm = Mat<NZ, NZ>::identity(r);
  const Mat<NX, NX> I = Mat<NX, NX>::identity();

  Mat<NX, 1> x = Mat<NX, 1>::zeros();
  Mat<NX, NX> P = Mat<NX, NX>::identity(10.0f);
  for (int s = 0; s < steps; ++s) {
    x = F * x;
    P = F * P * F.t() + Q;
    float2 zm = meas[(size_t)s * tracks + id];
    Mat<NZ, 1> z;
    z(0, 0) = zm.x;
    z(1, 0) = zm.y;
    Mat<NZ, 1> y = z - H * x;
    Mat<NZ, NZ> S = H * P * H.t() + Rm;
    Mat<NX, NZ> K = P * H.t() * inverse2(S);
    x = x + K * y;
    Mat<NX, NX> IKH = I - K * H;
    P = IKH * P * IKH.t() + K * Rm * K.t();
  }
#pragma unroll
  for (int i = 0; i < NX; ++i) state[(size_t)id * NX + i] = x(i, 0);
#pragma unroll
  for (int i = 0; i < NX; ++i)
#pragma unroll
    for (int j = 0; j < NX; ++j) cov[(size_t)id * NX * NX + i * NX + j] = P(i, j);
}

template __global__ void kalman_track<4, 2>(const float2 *, float *, float *, int, int, float, float, float);
