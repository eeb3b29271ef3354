// @realcode Bezier curve tessellation as vector-graphics and CAD code writes it: curves of degree D in DIM dimensions as cuda::std::array<cuda::std::array<float, DIM>, D + 1> control polygons, evaluated by de Casteljau (in place, templated recursion depth) and by the Bernstein form with binomial coefficients from a constexpr Pascal-triangle table, the derivative hodograph, the arc length by 8-point Gauss-Legendre quadrature (constexpr node/weight tables) and the tessellation step count chosen from it, templated over <D, DIM> and instantiated for quadratic 2-D, cubic 2-D and quintic 3-D curves.
// @let C = 1 << 19
// @let S = 16
// @buf cp f32[C * 18] uniform(-10, 10)
// @buf pts2 f32[C * S * 2] zero
// @buf pts3 f32[C * S * 3] zero
// @buf pts5 f32[C * S * 3] zero
// @buf len f32[C * 3] zero
// @buf steps i32[C * 3] zero
// @launch tessellate<2, 2> grid(cdiv(C, 128)) block(128) args(cp, pts2, len, steps, i32(C), i32(0))
// @launch tessellate<3, 2> grid(cdiv(C, 128)) block(128) args(cp, pts3, len, steps, i32(C), i32(1))
// @launch tessellate<5, 3> grid(cdiv(C, 128)) block(128) args(cp, pts5, len, steps, i32(C), i32(2))
// @check pts2 abs=1e-4 rel=1e-5
// @check pts3 abs=1e-4 rel=1e-5
// @check pts5 abs=1e-4 rel=1e-5
// @check len abs=1e-3 rel=1e-5
// @check steps frac=1e-3 (the step count is a ceil of the length: a length within rounding of an integer may round either way)
#include <cuda/std/array>
#include <cuda/std/cmath>

template <int DIM> using vec = cuda::std::array<float, DIM>;
template <int D, int DIM> using polygon = cuda::std::array<vec<DIM>, D + 1>;

struct Binomials {
  int c[8][8];
  __host__ __device__ constexpr Binomials() : c{} {
    for (int n = 0; n < 8; ++n) {
      c[n][0] = c[n][n] = 1;
      for (int k = 1; k < n; ++k) c[n][k] = c[n - 1][k - 1] + c[n - 1][k];
    }
  }
};
static_assert(Binomials{}.c[5][2] == 10 && Binomials{}.c[7][3] == 35, "Pascal's triangle");
__constant__ Binomials c_binom = Binomials();

struct GaussLegendre8 {
  float x[8], w[8];
};
__constant__ GaussLegendre8 c_gl = {{-0.9602898565f, -0.7966664774f, -0.5255324099f, -0.1834346425f, 0.1834346425f,
                                     0.5255324099f, 0.7966664774f, 0.9602898565f},
                                    {0.1012285363f, 0.2223810345f, 0.3137066459f, 0.3626837834f, 0.3626837834f,
                                     0.3137066459f, 0.2223810345f, 0.1012285363f}};

template <int D, int DIM> __device__ vec<DIM> de_casteljau(polygon<D, DIM> p, float t) {
#pragma unroll
  for (int r = 1; r <= D; ++r)
#pragma unroll
    for (int i = 0; i <= D - r; ++i)
#pragma unroll
      for (int k = 0; k < DIM; ++k) p[i][k] = (1.0f - t) * p[i][k] + t * p[i + 1][k];
  return p[0];
}

template <int D, int DIM> __device__ vec<DIM> bernstein(const polygon<D, DIM> &p, float t) {
  vec<DIM> out{};
  float tk = 1.0f;
#pragma unroll
  for (int i = 0; i <= D; ++i) {
    const float b = c_binom.c[D][i] * tk * powf(1.0f - t, (float)(D - i));
#pragma unroll
    for (int k = 0; k < DIM; ++k) out[k] += b * p[i][k];
    tk *= t;
  }
  return out;
}

template <int D, int DIM> __device__ polygon<D - 1, DIM> hodograph(const polygon<D, DIM> &p) {
  polygon<D - 1, DIM> h{};
#pragma unroll
  for (int i = 0; i < D; ++i)
#pragma unroll
    for (int k = 0; k < DIM; ++k) h[i][k] = D * (p[i + 1][k] - p[i][k]);
  return h;
}

template <int D, int DIM> __device__ float arc_length(const polygon<D, DIM> &p) {
  const auto h = hodograph<D, DIM>(p);
  float s = 0.f;
#pragma unroll
  for (int q = 0; q < 8; ++q) {
    const auto d = de_casteljau<D - 1, DIM>(h, 0.5f * (c_gl.x[q] + 1.0f));
    float n2 = 0.f;
#pragma unroll
    for (int k = 0; k < DIM; ++k) n2 += d[k] * d[k];
    s += c_gl.w[q] * sqrtf(n2);
  }
  return 0.5f * s;
}

template <int D, int DIM>
__global__ void __launch_bounds__(128) tessellate(const float *__restrict__ cp, float *__restrict__ pts, float *__restrict__ len,
                                                  int *__restrict__ steps, int curves, int slot) {
  static_assert(D + 1 <= 8 && (D + 1) * DIM <= 18, "control points fit the 18-float record");
  const int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= curves) return;
  polygon<D, DIM> p;
#pragma unroll
  for (int i = 0; i <= D; ++i)
#pragma unroll
    for (int k = 0; k < DIM; ++k) p[i][k] = __ldg(cp + (size_t)c * 18 + i * DIM + k);
  const float L = arc_length<D, DIM>(p);
  len[(size_t)c * 3 + slot] = L;
  steps[(size_t)c * 3 + slot] = max(1, (int)ceilf(L / 0.5f));
  constexpr int S = 16;
  for (int s = 0; s < S; ++s) {
    const float t = s / (float)(S - 1);
    const vec<DIM> a = (s & 1) ? bernstein<D, DIM>(p, t) : de_casteljau<D, DIM>(p, t);
#pragma unroll
    for (int k = 0; k < DIM; ++k) pts[((size_t)c * S + s) * DIM + k] = a[k];
  }
}

template __global__ void tessellate<2, 2>(const float *__restrict__, float *__restrict__, float *__restrict__, int *__restrict__, int, int);
template __global__ void tessellate<3, 2>(const float *__restrict__, float *__restrict__, float *__restrict__, int *__restrict__, int, int);
template __global__ void tessellate<5, 3>(const float *__restrict__, float *__restrict__, float *__restrict__, int *__restrict__, int, int);
