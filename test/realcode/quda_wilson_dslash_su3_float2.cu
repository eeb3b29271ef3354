// @realcode QUDA / MILC-style lattice QCD Wilson Dslash on a 4-D lattice with even-odd indexing: SU(3) gauge links as 3x3 complex matrices (a struct of float2 with operator overloads for complex multiply-add), spinors of 4 spins x 3 colours, spin projection with (1 -/+ gamma_mu) for each of the 8 directions written out with the i*psi terms, link matrix times half-spinor and its hermitian conjugate for backward hops, periodic neighbour coordinates from a flattened checkerboard index, and the accumulated result scaled by the hopping parameter kappa.
// @let L = 16
// @let LT = 32
// @let VH = L * L * L * LT / 2
// @buf gauge f32[2 * 4 * 2 * VH * 18] uniform(-0.5, 0.5)
// @buf in f32[2 * VH * 24] uniform(-1, 1)
// @buf out f32[2 * VH * 24] zero
// @launch dslash_kernel grid(cdiv(VH, 128)) block(128) args(out, gauge, in, i32(L), i32(LT), i32(0), f32(0.125))
// @check out rel=1e-4 abs=1e-5
#include <cuda_runtime.h>

struct complexf {
  float2 v;
  __device__ __forceinline__ complexf() {}
  __device__ __forceinline__ complexf(float r, float i) { v = make_float2(r, i); }
  __device__ __forceinline__ float real() const { return v.x; }
  __device__ __forceinline__ float imag() const { return v.y; }
};

__device__ __forceinline__ complexf operator+(const complexf &a, const complexf &b) { return complexf(a.v.x + b.v.x, a.v.y + b.v.y); }
__device__ __forceinline__ complexf operator-(const complexf &a, const complexf &b) { return complexf(a.v.x - b.v.x, a.v.y - b.v.y); }
__device__ __forceinline__ complexf operator*(const complexf &a, const complexf &b) {
  return complexf(a.v.x * b.v.x - a.v.y * b.v.y, a.v.x * b.v.y + a.v.y * b.v.x);
}
__device__ __forceinline__ complexf conj(const complexf &a) { return complexf(a.v.x, -a.v.y); }
__device__ __forceinline__ complexf i_times(const complexf &a) { return complexf(-a.v.y, a.v.x); }
__device__ __forceinline__ complexf &operator+=(complexf &a, const complexf &b) {
  a.v.x += b.v.x;
  a.v.y += b.v.y;
  return a;
}

struct Matrix3 {
  complexf m[3][3];
};
struct ColorVec {
  complexf c[3];
};
struct Spinor {
  ColorVec s[4];
};
struct HalfSpinor {
  ColorVec h[2];
};

__device__ __forceinline__ ColorVec mul(const Matrix3 &U, const ColorVec &x) {
  ColorVec r;
#pragma unroll
  for (int i = 0; i < 3; ++i) r.c[i] = U.m[i][0] * x.c[0] + U.m[i][1] * x.c[1] + U.m[i][2] * x.c[2];
  return r;
}

__device__ __forceinline__ ColorVec mul_dagger(const Matrix3 &U, const ColorVec &x) {
  ColorVec r;
#pragma unroll
  for (int i = 0; i < 3; ++i) r.c[i] = conj(U.m[0][i]) * x.c[0] + conj(U.m[1][i]) * x.c[1] + conj(U.m[2][i]) * x.c[2];
  return r;
}

__device__ __forceinline__ Matrix3 load_link(const float2 *__restrict__ gauge, int dir, int parity, int cb, int vh) {
  const float2 *p = gauge + ((size_t)(dir * 2 + parity) * vh + cb) * 9;
  Matrix3 U;
#pragma unroll
  for (int i = 0; i < 3; ++i)
#pragma unroll
    for (int j = 0; j < 3; ++j) U.m[i][j].v = __ldg(&p[i * 3 + j]);
  return U;
}

__device__ __forceinline__ Spinor load_spinor(const float2 *__restrict__ in, int parity, int cb, int vh) {
  const float2 *p = in + ((size_t)parity * vh + cb) * 12;
  Spinor s;
#pragma unroll
  for (int sp = 0; sp < 4; ++sp)
#pragma unroll
    for (int c = 0; c < 3; ++c) s.s[sp].c[c].v = __ldg(&p[sp * 3 + c]);
  return s;
}

// (1 - sign * gamma_mu) psi, in the DeGrand-Rossi basis, kept as the two independent spin components.
template <int MU, int SIGN> __device__ __forceinline__ HalfSpinor project(const Spinor &psi) {
  HalfSpinor h;
#pragma unroll
  for (int c = 0; c < 3; ++c) {
    complexf a, b;
    if (MU == 0) {  // gamma_x couples (0,3), (1,2) with i
      a = i_times(psi.s[3].c[c]);
      b = i_times(psi.s[2].c[c]);
    } else if (MU == 1) {  // gamma_y couples (0,3), (1,2) with -1 / +1
      a = complexf(-psi.s[3].c[c].real(), -psi.s[3].c[c].imag());
      b = psi.s[2].c[c];
    } else if (MU == 2) {  // gamma_z couples (0,2), (1,3) with i
      a = i_times(psi.s[2].c[c]);
      b = complexf(psi.s[3].c[c].imag(), -psi.s[3].c[c].real());
    } else {  // gamma_t couples (0,2), (1,3)
      a = psi.s[2].c[c];
      b = psi.s[3].c[c];
    }
    if (SIGN > 0) {
      h.h[0].c[c] = psi.s[0].c[c] - a;
      h.h[1].c[c] = psi.s[1].c[c] - b;
    } else {
      h.h[0].c[c] = psi.s[0].c[c] + a;
      h.h[1].c[c] = psi.s[1].c[c] + b;
    }
  }
  return h;
}

// Reconstruct the lower spin components from the projected pair and accumulate.
template <int MU, int SIGN> __device__ __forceinline__ void accumulate(Spinor &out, const ColorVec &u0, const ColorVec &u1) {
#pragma unroll
  for (int c = 0; c < 3; ++c) {
    out.s[0].c[c] += u0.c[c];
    out.s[1].c[c] += u1.c[c];
    complexf lo2, lo3;
    if (MU == 0) {
      lo2 = i_times(u1.c[c]);
      lo3 = i_times(u0.c[c]);
    } else if (MU == 1) {
      lo2 = u1.c[c];
      lo3 = complexf(-u0.c[c].real(), -u0.c[c].imag());
    } else if (MU == 2) {
      lo2 = i_times(u0.c[c]);
      lo3 = complexf(u1.c[c].imag(), -u1.c[c].real());
    } else {
      lo2 = u0.c[c];
      lo3 = u1.c[c];
    }
    if (SIGN > 0) {
      out.s[2].c[c] = out.s[2].c[c] - lo2;
      out.s[3].c[c] = out.s[3].c[c] - lo3;
    } else {
      out.s[2].c[c] += lo2;
      out.s[3].c[c] += lo3;
    }
  }
}

__device__ __forceinline__ void coords(int cb, int parity, int L, int LT, int x[4]) {
  int full = 2 * cb;
  x[0] = full % L;
  x[1] = (full / L) % L;
  x[2] = (full / (L * L)) % L;
  x[3] = full / (L * L * L);
  x[0] += (x[1] + x[2] + x[3] + parity) & 1;
}

__device__ __forceinline__ int cb_index(const int x[4], int L) { return (((x[3] * L + x[2]) * L + x[1]) * L + x[0]) >> 1; }

template <int MU>
__device__ __forceinline__ void hop(Spinor &acc, const float2 *__restrict__ gauge, const float2 *__restrict__ in, const int x[4],
                                    int cb, int parity, int L, int LT, int vh) {
  const int extent = MU == 3 ? LT : L;
  int y[4] = {x[0], x[1], x[2], x[3]};
  // Forward neighbour: U_mu(x) (1 - gamma_mu) psi(x + mu).
  y[MU] = x[MU] + 1 == extent ? 0 : x[MU] + 1;
  {
    Spinor psi = load_spinor(in, 1 - parity, cb_index(y, L), vh);
    HalfSpinor h = project<MU, +1>(psi);
    Matrix3 U = load_link(gauge, MU, parity, cb, vh);
    accumulate<MU, +1>(acc, mul(U, h.h[0]), mul(U, h.h[1]));
  }
  // Backward neighbour: U_mu(x - mu)^dagger (1 + gamma_mu) psi(x - mu).
  y[MU] = x[MU] == 0 ? extent - 1 : x[MU] - 1;
  {
    const int nb = cb_index(y, L);
    Spinor psi = load_spinor(in, 1 - parity, nb, vh);
    HalfSpinor h = project<MU, -1>(psi);
    Matrix3 U = load_link(gauge, MU, 1 - parity, nb, vh);
    accumulate<MU, -1>(acc, mul_dagger(U, h.h[0]), mul_dagger(U, h.h[1]));
  }
}

__global__ void dslash_kernel(float2 *__restrict__ out, const float2 *__restrict__ gauge, const float2 *__restrict__ in, int L, int LT,
                              int parity, float kappa) {
  const int vh = L * L * L * LT / 2;
  const int cb = blockIdx.x * blockDim.x + threadIdx.x;
  if (cb >= vh) return;
  int x[4];
  coords(cb, parity, L, LT, x);
  Spinor acc;
#pragma unroll
  for (int s = 0; s < 4; ++s)
#pragma unroll
    for (int c = 0; c < 3; ++c) acc.s[s].c[c] = complexf(0.f, 0.f);
  hop<0>(acc, gauge, in, x, cb, parity, L, LT, vh);
  hop<1>(acc, gauge, in, x, cb, parity, L, LT, vh);
  hop<2>(acc, gauge, in, x, cb, parity, L, LT, vh);
  hop<3>(acc, gauge, in, x, cb, parity, L, LT, vh);
  float2 *o = out + ((size_t)parity * vh + cb) * 12;
#pragma unroll
  for (int s = 0; s < 4; ++s)
#pragma unroll
    for (int c = 0; c < 3; ++c) o[s * 3 + c] = make_float2(kappa * acc.s[s].c[c].real(), kappa * acc.s[s].c[c].imag());
}
