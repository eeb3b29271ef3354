// @realcode Batched 3x3 singular value decomposition by one-sided Jacobi rotations, one matrix per thread in double precision: sweeps of column-pair rotations until the columns are orthogonal, singular values as sorted column norms, and the reconstruction error as a self-check.
// @let B = 1 << 20
// @buf mats f64[B * 9] uniform(-1, 1)
// @buf sigma f64[B * 3] zero
// @buf recon f64[B] zero
// @launch svd3_jacobi grid(cdiv(B, 128)) block(128) args(mats, sigma, recon, i32(B))
// @check sigma abs=1e-9 rel=1e-9
// @check recon abs=1e-9

struct Mat3 {
  double m[3][3];
};

// Rotates columns p and q of A (and of V) so that they become orthogonal.
__device__ __forceinline__ void rotate(Mat3 &a, Mat3 &v, int p, int q) {
  double alpha = 0, beta = 0, gamma = 0;
#pragma unroll
  for (int r = 0; r < 3; ++r) {
    alpha += a.m[r][p] * a.m[r][p];
    beta += a.m[r][q] * a.m[r][q];
    gamma += a.m[r][p] * a.m[r][q];
  }
  if (fabs(gamma) < 1e-300) return;
  double zeta = (beta - alpha) / (2 * gamma);
  double t = copysign(1.0, zeta) / (fabs(zeta) + sqrt(1 + zeta * zeta));
  double c = rsqrt(1 + t * t), s = c * t;
#pragma unroll
  for (int r = 0; r < 3; ++r) {
    double x = a.m[r][p], y = a.m[r][q];
    a.m[r][p] = c * x - s * y;
    a.m[r][q] = s * x + c * y;
    x = v.m[r][p];
    y = v.m[r][q];
    v.m[r][p] = c * x - s * y;
    v.m[r][q] = s * x + c * y;
  }
}

__global__ void svd3_jacobi(const double *__restrict__ mats, double *__restrict__ sigma, double *__restrict__ recon, int batch) {
  int b = blockIdx.x * blockDim.x + threadIdx.x;
  if (b >= batch) return;
  Mat3 a, v, orig;
#pragma unroll
  for (int i = 0; i < 9; ++i) {
    a.m[i / 3][i % 3] = orig.m[i / 3][i % 3] = mats[size_t(b) * 9 + i];
    v.m[i / 3][i % 3] = i / 3 == i % 3;
  }
  for (int sweep = 0; sweep < 8; ++sweep) {
    rotate(a, v, 0, 1);
    rotate(a, v, 0, 2);
    rotate(a, v, 1, 2);
  }
  double s[3];
#pragma unroll
  for (int k = 0; k < 3; ++k) s[k] = sqrt(a.m[0][k] * a.m[0][k] + a.m[1][k] * a.m[1][k] + a.m[2][k] * a.m[2][k]);
  // A V = U S, so A = (A V) V^T: the reconstruction's largest error.
  double err = 0;
#pragma unroll
  for (int r = 0; r < 3; ++r)
#pragma unroll
    for (int c = 0; c < 3; ++c) {
      double x = 0;
#pragma unroll
      for (int k = 0; k < 3; ++k) x += a.m[r][k] * v.m[c][k];
      err = fmax(err, fabs(x - orig.m[r][c]));
    }
  // Descending order by a three-element sorting network.
  auto cswap = [](double &x, double &y) {
    double hi = fmax(x, y), lo = fmin(x, y);
    x = hi;
    y = lo;
  };
  cswap(s[0], s[1]);
  cswap(s[1], s[2]);
  cswap(s[0], s[1]);
#pragma unroll
  for (int k = 0; k < 3; ++k) sigma[size_t(b) * 3 + k] = s[k];
  recon[b] = err;
}
