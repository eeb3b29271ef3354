// @realcode Type-1 and type-2 non-uniform FFT gridding in 2-D as cuFINUFFT's global-memory method writes it: the "exponential of semicircle" kernel exp(beta (sqrt(1 - x^2) - 1)) evaluated into per-axis register arrays of a template width, periodic wrapping of the fine-grid indices, complex strengths spread with float atomicAdd into an interleaved 1024^2 grid, and the adjoint interpolation gathering the same stencil back to the points.
// @let N = 1024
// @let M = 1 << 21
// @buf xs f32[M] uniform(0, 1024)
// @buf ys f32[M] uniform(0, 1024)
// @buf strengths f32[M * 2] uniform(-1, 1)
// @buf fine f32[N * N * 2] zero
// @buf grid_in f32[N * N * 2] uniform(-1, 1)
// @buf values f32[M * 2] zero
// @launch spread_es<7> grid(M / 256) block(256) args(xs, ys, strengths, fine, i32(M), i32(N), f32(16.1))
// @launch interp_es<7> grid(M / 256) block(256) args(xs, ys, grid_in, values, i32(M), i32(N), f32(16.1))
// @check fine abs=1e-3 rel=1e-3
// @check values abs=1e-4 rel=1e-4

template <int W> struct EsKernel {
  float beta;
  // Values at the W fine-grid points starting at i0 = ceil(x - W / 2).
  __device__ __forceinline__ int eval(float x, float (&v)[W]) const {
    const int i0 = (int)ceilf(x - 0.5f * W);
    const float half_inv = 2.0f / W;
#pragma unroll
    for (int k = 0; k < W; ++k) {
      float z = (i0 + k - x) * half_inv;
      float arg = 1.0f - z * z;
      v[k] = arg > 0.0f ? __expf(beta * (sqrtf(arg) - 1.0f)) : 0.0f;
    }
    return i0;
  }
};

__device__ __forceinline__ int wrap(int i, int n) { return i < 0 ? i + n : (i >= n ? i - n : i); }

template <int W>
__global__ void spread_es(const float *__restrict__ xs, const float *__restrict__ ys, const float2 *__restrict__ c,
                          float2 *__restrict__ fine, int m, int n, float beta) {
  const EsKernel<W> ker{beta};
  for (int p = blockIdx.x * blockDim.x + threadIdx.x; p < m; p += gridDim.x * blockDim.x) {
    float kx[W], ky[W];
    const int x0 = ker.eval(xs[p], kx);
    const int y0 = ker.eval(ys[p], ky);
    const float2 s = c[p];
#pragma unroll
    for (int j = 0; j < W; ++j) {
      const int row = wrap(y0 + j, n) * n;
#pragma unroll
      for (int i = 0; i < W; ++i) {
        float w = kx[i] * ky[j];
        float2 *cell = fine + row + wrap(x0 + i, n);
        atomicAdd(&cell->x, w * s.x);
        atomicAdd(&cell->y, w * s.y);
      }
    }
  }
}

template <int W>
__global__ void interp_es(const float *__restrict__ xs, const float *__restrict__ ys, const float2 *__restrict__ fine,
                          float2 *__restrict__ out, int m, int n, float beta) {
  const EsKernel<W> ker{beta};
  for (int p = blockIdx.x * blockDim.x + threadIdx.x; p < m; p += gridDim.x * blockDim.x) {
    float kx[W], ky[W];
    const int x0 = ker.eval(xs[p], kx);
    const int y0 = ker.eval(ys[p], ky);
    float2 acc = make_float2(0.f, 0.f);
#pragma unroll
    for (int j = 0; j < W; ++j) {
      const int row = wrap(y0 + j, n) * n;
      float2 line = make_float2(0.f, 0.f);
#pragma unroll
      for (int i = 0; i < W; ++i) {
        float2 g = __ldg(fine + row + wrap(x0 + i, n));
        line.x += kx[i] * g.x;
        line.y += kx[i] * g.y;
      }
      acc.x += ky[j] * line.x;
      acc.y += ky[j] * line.y;
    }
    out[p] = acc;
  }
}

// Host side: width 7 is cuFINUFFT's choice for a 1e-6 tolerance with upsampling 2.
void nufft_spread_interp(const float *xs, const float *ys, const float2 *c, float2 *fine, const float2 *grid_in, float2 *values,
                         int m, int n, cudaStream_t s) {
  constexpr int kWidth = 7;
  const float beta = 2.30f * kWidth;
  spread_es<kWidth><<<(m + 255) / 256, 256, 0, s>>>(xs, ys, c, fine, m, n, beta);
  interp_es<kWidth><<<(m + 255) / 256, 256, 0, s>>>(xs, ys, grid_in, values, m, n, beta);
}
