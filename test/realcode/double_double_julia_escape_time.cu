// @realcode Deep-zoom Julia set escape times in double-double arithmetic (about 106 bits): error-free two-sum and two-product with fma, a small dd struct with operators, one pixel per thread, iteration counts and smooth-colouring residues written out.
// @let W = 1024
// @let H = 1024
// @let MAXIT = 1000
// @buf iters i32[W * H] zero
// @buf last f32[W * H] zero
// @launch julia_dd grid(cdiv(W, 16), cdiv(H, 16)) block(16, 16) args(iters, last, i32(W), i32(H), i32(MAXIT))
// @check iters exact
// @check last abs=1e-3 rel=1e-3

struct dd {
  double hi, lo;
};

__device__ __forceinline__ dd two_sum(double a, double b) {
  double s = a + b, bb = s - a;
  return {s, (a - (s - bb)) + (b - bb)};
}
__device__ __forceinline__ dd quick_two_sum(double a, double b) {
  double s = a + b;
  return {s, b - (s - a)};
}
__device__ __forceinline__ dd operator+(dd a, dd b) {
  dd s = two_sum(a.hi, b.hi);
  s.lo += a.lo + b.lo;
  return quick_two_sum(s.hi, s.lo);
}
__device__ __forceinline__ dd operator-(dd a, dd b) { return a + dd{-b.hi, -b.lo}; }
// Products through __dmul_rn: a contracted fma would change the error terms,
// and the compilers may contract differently.
__device__ __forceinline__ dd operator*(dd a, dd b) {
  double p = __dmul_rn(a.hi, b.hi);
  double e = fma(a.hi, b.hi, -p);  // the product's exact rounding error
  e += __dmul_rn(a.hi, b.lo) + __dmul_rn(a.lo, b.hi);
  return quick_two_sum(p, e);
}

__global__ void julia_dd(int *__restrict__ iters, float *__restrict__ last, int w, int h, int maxit) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  // A window 1e-13 wide: beyond what plain doubles resolve.
  const dd cx = {-0.7269, 1.2e-17}, cy = {0.1889, -3.1e-18};
  const double scale = 1e-13 / w;
  dd zx = dd{0.2, 0.0} + dd{__dmul_rn(x - w / 2, scale), 0.0};
  dd zy = dd{-0.31, 0.0} + dd{__dmul_rn(y - h / 2, scale), 0.0};
  int n = 0;
  double r2 = 0;
  for (; n < maxit; ++n) {
    dd xx = zx * zx, yy = zy * zy, xy = zx * zy;
    r2 = xx.hi + yy.hi;
    if (r2 > 4.0) break;
    zy = xy + xy + cy;
    zx = xx - yy + cx;
  }
  iters[y * w + x] = n;
  last[y * w + x] = float(r2);
}
