// @realcode Lattice Boltzmann D2Q9 (BGK) flow past obstacles, written the way teaching codes and Sailfish-style solvers are: structure-of-arrays populations f[q * N + cell], the lattice velocities, weights and opposite directions in __constant__ arrays checked against constexpr tables by static_asserts, a pull-scheme stream (each cell gathers f_q from its upwind neighbour with periodic x and y), half-way bounce-back on a byte fluid mask (0 marks an obstacle, one cell in 20) , the equilibrium written out with cu = 3 e.u, a Zou/He-free forcing term, and ping-pong buffers over 20 steps; a last kernel reduces the macroscopic density and velocity per cell.
// @let NX = 1024
// @let NY = 1024
// @let N = NX * NY
// @buf fa f32[9 * N] uniform(0.09, 0.12)
// @buf fb f32[9 * N] zero
// @buf fluid u8[N] uniform(0, 20)
// @buf rho f32[N] zero
// @buf ux f32[N] zero
// @buf uy f32[N] zero
// @loop t = 0; t < 20; t = t + 1
//   @launch lbm_step grid(NX / 128, NY) block(128) args(sel(t % 2, fb, fa), sel(t % 2, fa, fb), fluid, i32(NX), i32(NY), f32(0.6), f32(0.00001))
// @end
// @launch lbm_macros grid(cdiv(N, 256)) block(256) args(fa, rho, ux, uy, i32(N))
// @check fa abs=1e-5 rel=1e-4
// @check rho abs=1e-5 rel=1e-5
// @check ux abs=1e-5 rel=1e-4
// @check uy abs=1e-5 rel=1e-4
#include <cstdint>

namespace d2q9 {
constexpr int Q = 9;
//                         0   E   N   W   S  NE  NW  SW  SE
constexpr int EX[Q]   = { 0,  1,  0, -1,  0,  1, -1, -1,  1};
constexpr int EY[Q]   = { 0,  0,  1,  0, -1,  1,  1, -1, -1};
constexpr int OPP[Q]  = { 0,  3,  4,  1,  2,  7,  8,  5,  6};
constexpr float W[Q]  = {4.f / 9, 1.f / 9, 1.f / 9, 1.f / 9, 1.f / 9, 1.f / 36, 1.f / 36, 1.f / 36, 1.f / 36};

constexpr bool opposite_ok() {
  for (int q = 0; q < Q; ++q)
    if (EX[OPP[q]] != -EX[q] || EY[OPP[q]] != -EY[q]) return false;
  return true;
}
static_assert(opposite_ok(), "OPP must reverse every velocity");
constexpr float weight_sum() {
  float s = 0.f;
  for (int q = 0; q < Q; ++q) s += W[q];
  return s;
}
static_assert(weight_sum() > 0.9999f && weight_sum() < 1.0001f, "weights sum to one");
} // namespace d2q9

__constant__ int c_ex[d2q9::Q] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
__constant__ int c_ey[d2q9::Q] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
__constant__ int c_opp[d2q9::Q] = {0, 3, 4, 1, 2, 7, 8, 5, 6};
__constant__ float c_w[d2q9::Q] = {4.f / 9, 1.f / 9, 1.f / 9, 1.f / 9, 1.f / 9, 1.f / 36, 1.f / 36, 1.f / 36, 1.f / 36};

__device__ __forceinline__ float feq(int q, float rho, float ux, float uy, float usq) {
  const float cu = 3.f * (c_ex[q] * ux + c_ey[q] * uy);
  return c_w[q] * rho * (1.f + cu + 0.5f * cu * cu - usq);
}

__global__ void __launch_bounds__(128) lbm_step(const float *__restrict__ fin, float *__restrict__ fout,
                                               const uint8_t *__restrict__ fluid, int nx, int ny, float omega,
                                               float gx) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
  if (x >= nx) return;
  const size_t n = (size_t)nx * ny, cell = (size_t)y * nx + x;
  float f[d2q9::Q];
#pragma unroll
  for (int q = 0; q < d2q9::Q; ++q) {
    // Pull: the population moving along e_q arrives from cell - e_q.
    int xs = x - c_ex[q], ys = y - c_ey[q];
    xs = xs < 0 ? xs + nx : (xs >= nx ? xs - nx : xs);
    ys = ys < 0 ? ys + ny : (ys >= ny ? ys - ny : ys);
    const size_t src = (size_t)ys * nx + xs;
    // Half-way bounce-back: a population that would come out of an obstacle cell is this cell's own
    // opposite population reflected.
    f[q] = fluid[src] == 0 ? fin[(size_t)c_opp[q] * n + cell] : fin[(size_t)q * n + src];
  }
  if (fluid[cell] == 0) {
#pragma unroll
    for (int q = 0; q < d2q9::Q; ++q) fout[(size_t)q * n + cell] = f[q];
    return;
  }
  float rho = 0.f, ux = 0.f, uy = 0.f;
#pragma unroll
  for (int q = 0; q < d2q9::Q; ++q) {
    rho += f[q];
    ux += c_ex[q] * f[q];
    uy += c_ey[q] * f[q];
  }
  const float inv = 1.f / rho;
  ux = ux * inv + gx / omega;
  uy *= inv;
  const float usq = 1.5f * (ux * ux + uy * uy);
#pragma unroll
  for (int q = 0; q < d2q9::Q; ++q) fout[(size_t)q * n + cell] = f[q] + omega * (feq(q, rho, ux, uy, usq) - f[q]);
}

__global__ void lbm_macros(const float *__restrict__ f, float *__restrict__ rho, float *__restrict__ ux,
                           float *__restrict__ uy, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float r = 0.f, mx = 0.f, my = 0.f;
#pragma unroll
  for (int q = 0; q < d2q9::Q; ++q) {
    const float v = f[(size_t)q * n + i];
    r += v;
    mx += c_ex[q] * v;
    my += c_ey[q] * v;
  }
  rho[i] = r;
  ux[i] = mx / r;
  uy[i] = my / r;
}
