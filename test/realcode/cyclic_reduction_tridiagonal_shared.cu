// @realcode Batched tridiagonal solves by cyclic reduction in shared memory, the scheme of Zhang, Cohen and Owens (and cuSPARSE's gtsv for small systems): one block per system of 512 equations, the a/b/c/d diagonals loaded into shared arrays, log2(n) forward-reduction steps each halving the active equations with a stride doubling, the two-unknown system solved directly, then back substitution with the stride halving; used as ADI line solves would use it, diagonally dominant systems in float.
// @let NSYS = 4096
// @let NEQ = 512
// @buf a f32[NSYS * NEQ] uniform(-1, 0)
// @buf b f32[NSYS * NEQ] uniform(4, 6)
// @buf c f32[NSYS * NEQ] uniform(-1, 0)
// @buf d f32[NSYS * NEQ] uniform(-10, 10)
// @buf x f32[NSYS * NEQ] zero
// @launch cr_solve grid(NSYS) block(NEQ / 2) shared(5 * NEQ * 4) args(a, b, c, d, x, i32(NEQ))
// @check x abs=1e-4 rel=1e-4
#include <cuda_runtime.h>

__global__ void cr_solve(const float *__restrict__ a_g, const float *__restrict__ b_g, const float *__restrict__ c_g,
                         const float *__restrict__ d_g, float *x_g, int n) {
  extern __shared__ float smem[];
  float *a = smem, *b = a + n, *c = b + n, *d = c + n, *x = d + n;
  const int t = threadIdx.x;
  const size_t base = (size_t)blockIdx.x * n;
  a[t] = a_g[base + t];
  a[t + n / 2] = a_g[base + t + n / 2];
  b[t] = b_g[base + t];
  b[t + n / 2] = b_g[base + t + n / 2];
  c[t] = c_g[base + t];
  c[t + n / 2] = c_g[base + t + n / 2];
  d[t] = d_g[base + t];
  d[t + n / 2] = d_g[base + t + n / 2];
  if (t == 0) a[0] = 0.f;
  if (t == n / 2 - 1) c[n - 1] = 0.f;
  __syncthreads();

  int stride = 1;
  // Forward reduction: equations 2*stride*(k+1)-1 absorb their neighbours.
  for (int active = n / 2; active > 1; active >>= 1) {
    __syncthreads();
    if (t < active) {
      int i = 2 * stride * t + 2 * stride - 1;
      int lo = i - stride, hi = i + stride;
      float k1 = a[i] / b[lo];
      float k2 = hi < n ? c[i] / b[hi] : 0.f;
      b[i] = b[i] - c[lo] * k1 - (hi < n ? a[hi] * k2 : 0.f);
      d[i] = d[i] - d[lo] * k1 - (hi < n ? d[hi] * k2 : 0.f);
      a[i] = -a[lo] * k1;
      c[i] = hi < n ? -c[hi] * k2 : 0.f;
    }
    stride *= 2;
  }
  __syncthreads();
  if (t == 0) {
    int i1 = stride - 1, i2 = 2 * stride - 1;
    float det = b[i1] * b[i2] - c[i1] * a[i2];
    x[i1] = (b[i2] * d[i1] - c[i1] * d[i2]) / det;
    x[i2] = (d[i2] * b[i1] - d[i1] * a[i2]) / det;
  }
  // Back substitution.
  for (int active = 2; active <= n / 2; active <<= 1) {
    stride >>= 1;
    __syncthreads();
    if (t < active) {
      int i = stride * (2 * t + 1) - 1;
      float left = i - stride >= 0 ? x[i - stride] : 0.f;
      x[i] = (d[i] - a[i] * left - c[i] * x[i + stride]) / b[i];
    }
  }
  __syncthreads();
  x_g[base + t] = x[t];
  x_g[base + t + n / 2] = x[t + n / 2];
}
