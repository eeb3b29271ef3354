// @realcode Romberg integration per thread: trapezoid refinements halve the step, a Richardson extrapolation table in a local array improves each row, and the loop stops at a tolerance; integrands chosen per thread through a switch over a small family with parameters.
// @let N = 1 << 18
// @buf params f64[N * 2] uniform(0.5, 3)
// @buf result f64[N] zero
// @buf levels i32[N] zero
// @launch romberg grid(cdiv(N, 128)) block(128) args(params, result, levels, i32(N))
// @check result abs=1e-9 rel=1e-8
// @check levels frac=1e-3 (the stopping test compares two extrapolations equal to ~1e-10: a last-bit difference from another fused multiply-add may stop one level later)

__device__ double integrand(int kind, double a, double b, double x) {
  switch (kind) {
  case 0: return exp(-a * x * x) * cos(b * x);
  case 1: return 1.0 / (1.0 + a * x * x * x * x);
  case 2: return sqrt(1.0 + b * x) * log1p(a * x);
  default: return sin(a * x) * sin(a * x) / (1.0 + b * x);
  }
}

constexpr int kMaxLevels = 12;

__global__ void romberg(const double *__restrict__ params, double *__restrict__ result, int *__restrict__ levels, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int kind = i & 3;
  const double a = params[2 * i], b = params[2 * i + 1];
  const double lo = 0.0, hi = 2.0;
  double R[kMaxLevels][kMaxLevels];
  double h = hi - lo;
  R[0][0] = 0.5 * h * (integrand(kind, a, b, lo) + integrand(kind, a, b, hi));
  int k = 1;
  for (; k < kMaxLevels; ++k) {
    h *= 0.5;
    double sum = 0.0;
    for (int j = 1; j < (1 << k); j += 2) sum += integrand(kind, a, b, lo + j * h);
    R[k][0] = 0.5 * R[k - 1][0] + h * sum;
    double factor = 1.0;
    for (int m = 1; m <= k; ++m) {
      factor *= 4.0;
      R[k][m] = R[k][m - 1] + (R[k][m - 1] - R[k - 1][m - 1]) / (factor - 1.0);
    }
    if (k > 3 && fabs(R[k][k] - R[k - 1][k - 1]) < 1e-10 * fabs(R[k][k])) break;
  }
  int last = k < kMaxLevels ? k : kMaxLevels - 1;
  result[i] = R[last][last];
  levels[i] = last;
}
