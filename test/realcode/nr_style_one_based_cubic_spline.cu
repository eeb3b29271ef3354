// @realcode Numerical-Recipes-style natural cubic splines ported to CUDA as-is: 1-based arrays made by offsetting pointers (float *y = yy - 1), the spline() tridiagonal sweep into a per-thread local array and splint() bisection on the knot table, one thread per independent curve of uniformly random knots, evaluated at a batch of query abscissae; the NR SQR macro comes along (through a static __device__ inline helper rather than NR's racy global).
// @let NCURVE = 1 << 16
// @let NK = 24
// @let NQ = 32
// @buf knots_y f32[NCURVE * NK] uniform(-1, 1)
// @buf queries f32[NQ] uniform(0, 23)
// @buf values f32[NCURVE * NQ] zero
// @launch spline_curves grid(NCURVE / 128) block(128) args(knots_y, queries, values, i32(NCURVE))
// @check values abs=1e-4 rel=1e-4
#include <cuda_runtime.h>

#define NK 24
static __device__ inline float sqrarg(float a) { return a == 0.0f ? 0.0f : a * a; }
#define SQR(a) sqrarg(a)

/* Given x[1..n], y[1..n], natural boundary conditions: y2[1..n] second derivatives. */
__device__ void spline(const float x[], const float y[], int n, float y2[]) {
  float u_store[NK];
  float *u = u_store - 1;
  y2[1] = u[1] = 0.0f;
  for (int i = 2; i <= n - 1; i++) {
    float sig = (x[i] - x[i - 1]) / (x[i + 1] - x[i - 1]);
    float p = sig * y2[i - 1] + 2.0f;
    y2[i] = (sig - 1.0f) / p;
    u[i] = (y[i + 1] - y[i]) / (x[i + 1] - x[i]) - (y[i] - y[i - 1]) / (x[i] - x[i - 1]);
    u[i] = (6.0f * u[i] / (x[i + 1] - x[i - 1]) - sig * u[i - 1]) / p;
  }
  float qn = 0.0f, un = 0.0f;
  y2[n] = (un - qn * u[n - 1]) / (qn * y2[n - 1] + 1.0f);
  for (int k = n - 1; k >= 1; k--) y2[k] = y2[k] * y2[k + 1] + u[k];
}

__device__ float splint(const float xa[], const float ya[], const float y2a[], int n, float x) {
  int klo = 1, khi = n;
  while (khi - klo > 1) {
    int k = (khi + klo) >> 1;
    if (xa[k] > x) khi = k;
    else klo = k;
  }
  float h = xa[khi] - xa[klo];
  float a = (xa[khi] - x) / h, b = (x - xa[klo]) / h;
  return a * ya[klo] + b * ya[khi] + ((a * a * a - a) * y2a[klo] + (b * b * b - b) * y2a[khi]) * (h * h) / 6.0f;
}

__global__ void spline_curves(const float *knots_y, const float *queries, float *values, int ncurve) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= ncurve) return;
  float xx[NK], yy[NK], yy2[NK];
  float *x = xx - 1, *y = yy - 1, *y2 = yy2 - 1;
  for (int i = 1; i <= NK; i++) {
    x[i] = (float)(i - 1) + 0.25f * SQR(knots_y[(size_t)c * NK + ((i * 7) % NK)]);  // uneven spacing
    y[i] = knots_y[(size_t)c * NK + i - 1];
  }
  spline(x, y, NK, y2);
  for (int q = 0; q < 32; q++) values[(size_t)c * 32 + q] = splint(x, y, y2, NK, queries[q]);
}
