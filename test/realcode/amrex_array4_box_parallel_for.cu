// @realcode AMReX-style device code: `AMREX_GPU_DEVICE AMREX_FORCE_INLINE` macros, IntVect/Box structs with lo/hi corners and a `Dim3` of loop bounds, Array4<Real> with operator()(i, j, k, n) over a non-zero-based box (strides from its own begin/end), `amrex::Real` typedef, a ParallelFor(box, ncomp, f) helper that unrolls a flat index into (i, j, k, n) and calls a `noexcept` lambda capturing Array4s by value, face-centred flux kernels (x, y, z) and a conservative update written as separate lambdas, `amrex::min/max` templates and `constexpr` Real literals with the `_rt` user-defined literal.
// @let NX = 128
// @let NC = 2
// @let NCELL = NX * NX * NX
// @buf phi f64[(NX + 2) * (NX + 2) * (NX + 2) * NC] uniform(0, 1)
// @buf fx f64[(NX + 1) * NX * NX * NC] zero
// @buf fy f64[NX * (NX + 1) * NX * NC] zero
// @buf fz f64[NX * NX * (NX + 1) * NC] zero
// @buf phinew f64[NCELL * NC] zero
// @launch compute_flux grid(cdiv((NX + 1) * NX * NX * NC, 256)) block(256) args(phi, fx, fy, fz, i32(NX), f64(0.1))
// @launch update_phi grid(cdiv(NCELL * NC, 256)) block(256) args(phi, fx, fy, fz, phinew, i32(NX), f64(0.01))
// @check fx abs=1e-12 rel=1e-12
// @check fy abs=1e-12 rel=1e-12
// @check fz abs=1e-12 rel=1e-12
// @check phinew abs=1e-12 rel=1e-12
#include <cuda_runtime.h>

#define AMREX_GPU_DEVICE __device__
#define AMREX_GPU_HOST_DEVICE __host__ __device__
#define AMREX_FORCE_INLINE __forceinline__
#define AMREX_SPACEDIM 3

namespace amrex {
using Real = double;
AMREX_GPU_HOST_DEVICE constexpr Real operator""_rt(long double x) noexcept { return Real(x); }

template <class T> AMREX_GPU_HOST_DEVICE AMREX_FORCE_INLINE constexpr const T &min(const T &a, const T &b) noexcept { return b < a ? b : a; }
template <class T> AMREX_GPU_HOST_DEVICE AMREX_FORCE_INLINE constexpr const T &max(const T &a, const T &b) noexcept { return a < b ? b : a; }

struct Dim3 { int x, y, z; };
struct IntVect {
  int v[AMREX_SPACEDIM];
  AMREX_GPU_HOST_DEVICE constexpr IntVect(int i, int j, int k) noexcept : v{i, j, k} {}
  AMREX_GPU_HOST_DEVICE constexpr int operator[](int d) const noexcept { return v[d]; }
};
struct Box {
  IntVect lo, hi; // inclusive
  AMREX_GPU_HOST_DEVICE constexpr Box(IntVect l, IntVect h) noexcept : lo(l), hi(h) {}
  AMREX_GPU_HOST_DEVICE constexpr int length(int d) const noexcept { return hi[d] - lo[d] + 1; }
  AMREX_GPU_HOST_DEVICE constexpr long numPts() const noexcept { return long(length(0)) * length(1) * length(2); }
  AMREX_GPU_HOST_DEVICE Box surroundingNodes(int dir) const noexcept {
    return Box(lo, IntVect(hi[0] + (dir == 0), hi[1] + (dir == 1), hi[2] + (dir == 2)));
  }
};

template <class T> struct Array4 {
  T *__restrict__ p;
  long jstride, kstride, nstride;
  Dim3 begin, end; // end exclusive
  int ncomp;
  AMREX_GPU_HOST_DEVICE Array4(T *ptr, const Box &b, int nc) noexcept
      : p(ptr), jstride(b.length(0)), kstride(long(b.length(0)) * b.length(1)), nstride(b.numPts()),
        begin{b.lo[0], b.lo[1], b.lo[2]}, end{b.hi[0] + 1, b.hi[1] + 1, b.hi[2] + 1}, ncomp(nc) {}
  AMREX_GPU_HOST_DEVICE AMREX_FORCE_INLINE T &operator()(int i, int j, int k, int n) const noexcept {
    return p[(i - begin.x) + (j - begin.y) * jstride + (k - begin.z) * kstride + n * nstride];
  }
};

template <class F>
AMREX_GPU_DEVICE AMREX_FORCE_INLINE void ParallelFor(const Box &box, int ncomp, F &&f) noexcept {
  long npts = box.numPts();
  long idx = long(blockIdx.x) * blockDim.x + threadIdx.x;
  if (idx >= npts * ncomp)
    return;
  int n = int(idx / npts);
  long cell = idx - n * npts;
  int lx = box.length(0), ly = box.length(1);
  int k = int(cell / (long(lx) * ly));
  int j = int((cell / lx) % ly);
  int i = int(cell % lx);
  f(i + box.lo[0], j + box.lo[1], k + box.lo[2], n);
}
} // namespace amrex

using namespace amrex;

__global__ void compute_flux(Real *phi_p, Real *fx_p, Real *fy_p, Real *fz_p, int nx, Real dxinv) {
  const Box valid(IntVect(0, 0, 0), IntVect(nx - 1, nx - 1, nx - 1));
  const Box grown(IntVect(-1, -1, -1), IntVect(nx, nx, nx));
  Array4<Real const> phi(phi_p, grown, 2);
  Box xb = valid.surroundingNodes(0), yb = valid.surroundingNodes(1), zb = valid.surroundingNodes(2);
  Array4<Real> fx(fx_p, xb, 2), fy(fy_p, yb, 2), fz(fz_p, zb, 2);
  // The three face boxes have the same size: one launch covers all.
  ParallelFor(xb, 2, [=](int i, int j, int k, int n) noexcept {
    fx(i, j, k, n) = dxinv * (phi(i, j, k, n) - phi(i - 1, j, k, n));
  });
  ParallelFor(yb, 2, [=](int i, int j, int k, int n) noexcept {
    fy(i, j, k, n) = dxinv * (phi(i, j, k, n) - phi(i, j - 1, k, n));
  });
  ParallelFor(zb, 2, [=](int i, int j, int k, int n) noexcept {
    fz(i, j, k, n) = dxinv * (phi(i, j, k, n) - phi(i, j, k - 1, n));
  });
}

__global__ void update_phi(Real *phi_p, Real *fx_p, Real *fy_p, Real *fz_p, Real *out_p, int nx, Real dt) {
  const Box valid(IntVect(0, 0, 0), IntVect(nx - 1, nx - 1, nx - 1));
  const Box grown(IntVect(-1, -1, -1), IntVect(nx, nx, nx));
  Array4<Real const> phi(phi_p, grown, 2);
  Array4<Real const> fx(fx_p, valid.surroundingNodes(0), 2), fy(fy_p, valid.surroundingNodes(1), 2),
      fz(fz_p, valid.surroundingNodes(2), 2);
  Array4<Real> out(out_p, valid, 2);
  constexpr Real half = 0.5_rt;
  ParallelFor(valid, 2, [=](int i, int j, int k, int n) noexcept {
    Real div = (fx(i + 1, j, k, n) - fx(i, j, k, n)) + (fy(i, j + 1, k, n) - fy(i, j, k, n)) +
               (fz(i, j, k + 1, n) - fz(i, j, k, n));
    Real v = phi(i, j, k, n) + dt * div;
    out(i, j, k, n) = amrex::max(amrex::min(v, 1.0_rt + half), -half);
  });
}
