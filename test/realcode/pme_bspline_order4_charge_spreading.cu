// @realcode Smooth particle-mesh Ewald charge spreading (order-4 cardinal B-splines) onto a periodic 64^3 grid: per-atom fractional coordinates, B-spline weights and their derivatives by the recursive de Boor formula in a templated struct with static constexpr order, 4 x 4 x 4 stencil scattered with double atomicAdd (wrapped indices through a bit mask), and a second kernel that gathers the potential back with the derivative splines into forces.
// @let NATOM = 1 << 17
// @let G = 64
// @buf pos f32[NATOM * 3] uniform(0, 1)
// @buf charge f32[NATOM] uniform(-1, 1)
// @buf grid f64[G * G * G] zero
// @buf force f32[NATOM * 3] zero
// @launch spread_charges<4> grid(NATOM / 128) block(128) args(pos, charge, grid, i32(NATOM), i32(G))
// @launch gather_forces<4> grid(NATOM / 128) block(128) args(pos, charge, grid, force, i32(NATOM), i32(G))
// @check grid abs=1e-9 rel=1e-9 (double atomics in another order)
// @check force abs=1e-3 rel=1e-4
#include <cuda_runtime.h>

template <int ORDER>
struct BSpline {
  static constexpr int order = ORDER;
  float w[ORDER], dw[ORDER];
  __device__ explicit BSpline(float u) {  // u in [0, 1): distance past the grid point
    float m[ORDER] = {};
    m[ORDER - 1] = 0.0f;
    m[1] = u;
    m[0] = 1.0f - u;
#pragma unroll
    for (int k = 3; k < ORDER; ++k) {
      const float div = 1.0f / (k - 1);
      m[k - 1] = div * u * m[k - 2];
#pragma unroll
      for (int j = 1; j < k - 1; ++j) m[k - j - 1] = div * ((u + j) * m[k - j - 2] + (k - j - u) * m[k - j - 1]);
      m[0] = div * (1.0f - u) * m[0];
    }
    dw[0] = -m[0];
#pragma unroll
    for (int j = 1; j < ORDER; ++j) dw[j] = m[j - 1] - m[j];
    const float div = 1.0f / (ORDER - 1);
    w[ORDER - 1] = div * u * m[ORDER - 2];
#pragma unroll
    for (int j = 1; j < ORDER - 1; ++j) w[ORDER - j - 1] = div * ((u + j) * m[ORDER - j - 2] + (ORDER - j - u) * m[ORDER - j - 1]);
    w[0] = div * (1.0f - u) * m[0];
  }
};

template <int ORDER>
__global__ void spread_charges(const float *__restrict__ pos, const float *__restrict__ q, double *__restrict__ grid,
                               int natom, int g) {
  const int a = blockIdx.x * blockDim.x + threadIdx.x;
  if (a >= natom) return;
  int base[3];
  BSpline<ORDER> *sp[3];
  BSpline<ORDER> sx(0.0f), sy(0.0f), sz(0.0f);
  sp[0] = &sx; sp[1] = &sy; sp[2] = &sz;
#pragma unroll
  for (int d = 0; d < 3; ++d) {
    const float f = pos[3 * a + d] * g;
    const int i = static_cast<int>(floorf(f));
    *sp[d] = BSpline<ORDER>(f - i);
    base[d] = i - ORDER + 1;
  }
  const int mask = g - 1;
  for (int i = 0; i < ORDER; ++i)
    for (int j = 0; j < ORDER; ++j) {
      const float wij = q[a] * sx.w[i] * sy.w[j];
#pragma unroll
      for (int k = 0; k < ORDER; ++k) {
        const int gi = (base[0] + i) & mask, gj = (base[1] + j) & mask, gk = (base[2] + k) & mask;
        atomicAdd(grid + (static_cast<size_t>(gi) * g + gj) * g + gk, static_cast<double>(wij * sz.w[k]));
      }
    }
}

template <int ORDER>
__global__ void gather_forces(const float *__restrict__ pos, const float *__restrict__ q, const double *__restrict__ grid,
                              float *__restrict__ force, int natom, int g) {
  const int a = blockIdx.x * blockDim.x + threadIdx.x;
  if (a >= natom) return;
  float fx[3];
  int base[3];
  float u[3];
#pragma unroll
  for (int d = 0; d < 3; ++d) {
    fx[d] = pos[3 * a + d] * g;
    base[d] = static_cast<int>(floorf(fx[d]));
    u[d] = fx[d] - base[d];
    base[d] -= ORDER - 1;
  }
  const BSpline<ORDER> sx(u[0]), sy(u[1]), sz(u[2]);
  const int mask = g - 1;
  float f0 = 0.f, f1 = 0.f, f2 = 0.f;
  for (int i = 0; i < ORDER; ++i)
    for (int j = 0; j < ORDER; ++j)
      for (int k = 0; k < ORDER; ++k) {
        const int gi = (base[0] + i) & mask, gj = (base[1] + j) & mask, gk = (base[2] + k) & mask;
        const float phi = static_cast<float>(grid[(static_cast<size_t>(gi) * g + gj) * g + gk]);
        f0 += sx.dw[i] * sy.w[j] * sz.w[k] * phi;
        f1 += sx.w[i] * sy.dw[j] * sz.w[k] * phi;
        f2 += sx.w[i] * sy.w[j] * sz.dw[k] * phi;
      }
  force[3 * a] = -q[a] * f0 * g;
  force[3 * a + 1] = -q[a] * f1 * g;
  force[3 * a + 2] = -q[a] * f2 * g;
}

template __global__ void spread_charges<4>(const float *, const float *, double *, int, int);
template __global__ void gather_forces<4>(const float *, const float *, const double *, float *, int, int);
