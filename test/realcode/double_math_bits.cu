// @realcode Double-precision math that Monte Carlo and statistics kernels build on (Box-Muller's log, sqrt and sincospi on 53-bit uniforms, plus exp, pow, erf, atan2, cbrt, rsqrt-style 1/sqrt), each result stored as raw bits: kilnc's libm must give nvcc's results bit for bit, so differences show which function differs.
// @let N = 1 << 18
// @buf seeds u32[N * 4] uniform(0, 4294967295)
// @buf logs u64[N] zero
// @buf roots u64[N] zero
// @buf sines u64[N] zero
// @buf cosines u64[N] zero
// @buf others u64[N * 9] zero
// @launch math_bits grid(N / 256) block(256) args(seeds, logs, roots, sines, cosines, others, i32(N))
// @check logs exact
// @check roots exact
// @check sines exact
// @check cosines exact
// @check others exact

__device__ unsigned long long bits_of(double d) { return __double_as_longlong(d); }

__global__ void math_bits(const unsigned *seeds, unsigned long long *logs, unsigned long long *roots,
                          unsigned long long *sines, unsigned long long *cosines, unsigned long long *others, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const double inv53 = 1.1102230246251565e-16;
  unsigned long long zx = (unsigned long long)seeds[4 * i] ^ ((unsigned long long)seeds[4 * i + 1] << 21);
  unsigned long long zy = (unsigned long long)seeds[4 * i + 2] ^ ((unsigned long long)seeds[4 * i + 3] << 21);
  double u = zx * inv53 + inv53 / 2.0;
  double v = zy * (inv53 * 2.0) + inv53;
  double l = log(u);
  logs[i] = bits_of(l);
  roots[i] = bits_of(sqrt(-2.0 * l));
  double s, c;
  sincospi(v, &s, &c);
  sines[i] = bits_of(s);
  cosines[i] = bits_of(c);
  double x = 40.0 * u - 20.0, y = 4.0 * v - 2.0;
  unsigned long long *o = others + 9 * (unsigned long long)i;
  o[0] = bits_of(exp(x));
  o[1] = bits_of(pow(u * 10.0, y));
  o[2] = bits_of(erf(y));
  o[3] = bits_of(atan2(x, y));
  o[4] = bits_of(cbrt(x));
  o[5] = bits_of(1.0 / sqrt(u));
  // Box-Muller as cuRAND composes it (the pair scaled by s), and a uniform
  // draw added to the second value (contracted into an fma by both compilers).
  double r = sqrt(-2.0 * l);
  double gx = s * r, gy = c * r;
  o[6] = bits_of(gx);
  o[7] = bits_of(gy);
  o[8] = bits_of(seeds[4 * i] * 2.3283064365386963e-10 + 2.3283064365386963e-10 + gy);
}
