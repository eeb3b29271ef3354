// @realcode Savitzky-Golay smoothing and derivative filters whose convolution weights are solved at compile time: a constexpr Gauss-Jordan elimination of the normal equations (a struct of double arrays returned by value from constexpr functions, templated on half-width and polynomial order), the tables kept as __device__ constexpr objects, a shared-memory tile with a clamped halo, and a kernel templated on the derivative order.
// @let N = 1 << 24
// @buf x f32[N] uniform(-1, 1)
// @buf smooth f32[N] zero
// @buf deriv f32[N] zero
// @launch sg_filter<0> grid(N / 256) block(256) args(x, smooth, i32(N))
// @launch sg_filter<1> grid(N / 256) block(256) args(x, deriv, i32(N))
// @check smooth abs=1e-5 rel=1e-5
// @check deriv abs=1e-5 rel=1e-5
#include <cuda_runtime.h>

template <int HALF, int ORDER>
struct SGWeights {
  static constexpr int kTaps = 2 * HALF + 1;
  double w[ORDER + 1][kTaps];  // w[d][k]: weight of tap k for the d-th derivative at the centre
};

template <int HALF, int ORDER>
constexpr SGWeights<HALF, ORDER> solve_sg() {
  constexpr int P = ORDER + 1;
  double a[P][2 * P] = {};
  // Normal matrix J^T J with J[k][p] = k^p, augmented with the identity.
  for (int r = 0; r < P; ++r) {
    for (int c = 0; c < P; ++c) {
      double s = 0;
      for (int k = -HALF; k <= HALF; ++k) {
        double t = 1;
        for (int e = 0; e < r + c; ++e) t *= k;
        s += t;
      }
      a[r][c] = s;
    }
    a[r][P + r] = 1;
  }
  for (int col = 0; col < P; ++col) {
    int piv = col;
    for (int r = col + 1; r < P; ++r)
      if ((a[r][col] < 0 ? -a[r][col] : a[r][col]) > (a[piv][col] < 0 ? -a[piv][col] : a[piv][col])) piv = r;
    for (int c = 0; c < 2 * P; ++c) { double t = a[col][c]; a[col][c] = a[piv][c]; a[piv][c] = t; }
    const double d = a[col][col];
    for (int c = 0; c < 2 * P; ++c) a[col][c] /= d;
    for (int r = 0; r < P; ++r) {
      if (r == col) continue;
      const double f = a[r][col];
      for (int c = 0; c < 2 * P; ++c) a[r][c] -= f * a[col][c];
    }
  }
  SGWeights<HALF, ORDER> out{};
  for (int d = 0; d < P; ++d) {
    double fact = 1;
    for (int i = 2; i <= d; ++i) fact *= i;
    for (int k = -HALF; k <= HALF; ++k) {
      double s = 0, t = 1;
      for (int p = 0; p < P; ++p) { s += a[d][P + p] * t; t *= k; }
      out.w[d][k + HALF] = s * fact;
    }
  }
  return out;
}

constexpr int kHalf = 5;
__device__ constexpr SGWeights<kHalf, 3> kWeights = solve_sg<kHalf, 3>();

template <int DERIV>
__global__ void sg_filter(const float *__restrict__ x, float *__restrict__ y, int n) {
  __shared__ float tile[256 + 2 * kHalf];
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int base = blockIdx.x * blockDim.x - kHalf;
  for (int t = threadIdx.x; t < 256 + 2 * kHalf; t += blockDim.x) {
    int g = base + t;
    g = g < 0 ? 0 : (g >= n ? n - 1 : g);
    tile[t] = x[g];
  }
  __syncthreads();
  if (i >= n) return;
  float acc = 0.0f;
#pragma unroll
  for (int k = 0; k < 2 * kHalf + 1; ++k)
    acc = fmaf(static_cast<float>(kWeights.w[DERIV][k]), tile[threadIdx.x + k], acc);
  y[i] = acc;
}

template __global__ void sg_filter<0>(const float *, float *, int);
template __global__ void sg_filter<1>(const float *, float *, int);
