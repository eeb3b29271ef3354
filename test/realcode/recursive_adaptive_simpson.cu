// @realcode Adaptive Simpson quadrature written the textbook way: a __noinline__ recursive device function (depth-limited, so the stack stays bounded) integrates a different damped oscillator per thread; a second recursive helper counts the nodes of an implicit binary tree.
// The real host code raises the per-thread stack before the launch, as it must with nvcc too: ptxas
// cannot size a recursive chain (ptxas -v: adapt's frame is 168 bytes from nvcc, 184 from kilnc; 13
// levels of it, the entry's 48 and the trig slow path's frame overflow the driver's default 1 KiB).
// @stack 4096
// @let N = 1 << 16
// @buf a f64[N] uniform(0.5, 2.0)
// @buf w f64[N] uniform(1.0, 8.0)
// @buf out f64[N] zero
// @buf nodes i32[N] zero
// @launch integrate_oscillators grid(cdiv(N, 128)) block(128) args(a, w, out, nodes, i32(N))
// @check out abs=1e-7 rel=1e-7
// @check nodes frac=1e-3 (a subdivision test near its threshold may go the other way where the compilers fuse the Simpson sums differently)

__device__ __forceinline__ double f(double x, double a, double w) { return exp(-a * x) * cos(w * x); }

__device__ __noinline__ double simpson(double l, double r, double fl, double fm, double fr) {
  return (r - l) / 6.0 * (fl + 4.0 * fm + fr);
}

__device__ __noinline__ double adapt(double l, double r, double fl, double fm, double fr, double whole, double eps, int depth,
                                     double a, double w, int *calls) {
  ++*calls;
  double m = 0.5 * (l + r);
  double lm = 0.5 * (l + m), rm = 0.5 * (m + r);
  double flm = f(lm, a, w), frm = f(rm, a, w);
  double left = simpson(l, m, fl, flm, fm), right = simpson(m, r, fm, frm, fr);
  double delta = left + right - whole;
  if (depth <= 0 || fabs(delta) <= 15.0 * eps) return left + right + delta / 15.0;
  return adapt(l, m, fl, flm, fm, left, 0.5 * eps, depth - 1, a, w, calls) +
         adapt(m, r, fm, frm, fr, right, 0.5 * eps, depth - 1, a, w, calls);
}

__device__ int tree_size(unsigned key, int depth) {
  if (depth == 0) return 1;
  int n = 1;
  if (key & 1u) n += tree_size(key >> 1, depth - 1);
  if (key & 2u) n += tree_size(key >> 2, depth - 1);
  return n;
}

__global__ void integrate_oscillators(const double *__restrict__ a, const double *__restrict__ w, double *__restrict__ out,
                                      int *__restrict__ nodes, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double ai = a[i], wi = w[i];
  double l = 0.0, r = 4.0;
  double fl = f(l, ai, wi), fr = f(r, ai, wi), fm = f(0.5 * (l + r), ai, wi);
  int calls = 0;
  out[i] = adapt(l, r, fl, fm, fr, simpson(l, r, fl, fm, fr), 1e-7, 12, ai, wi, &calls);
  nodes[i] = calls + tree_size((unsigned)i * 2654435761u, 6);
}
