// @realcode Robust geometric predicates in the style of Shewchuk's predicates.c ported to CUDA (as GPU Delaunay and CGAL-on-GPU codes do): Two_Sum, Fast_Two_Sum, Two_Product (exact, with fma) and Two_Diff written with __dadd_rn / __dsub_rn / __dmul_rn so that nvcc's fma contraction cannot break the error-free transforms, a floating-point filter with the ccwerrboundA bound, and an exact fallback that sums expansions with grow_expansion-style loops over local arrays; then a point-location kernel counting which side of each triangle edge each query lies on, and a per-query incircle sign with a filter and an exact-sign fallback through fma-based products.
// @let NQ = 1 << 20
// @buf pts f64[NQ * 8] uniform(-1, 1)
// @buf orient i32[NQ] zero
// @buf exactcnt u32[1] zero
// @buf incirc i32[NQ] zero
// @buf side u32[4] zero
// @launch orient2d_kernel grid(NQ / 256) block(256) args(pts, orient, exactcnt, i32(NQ))
// @launch incircle_kernel grid(NQ / 256) block(256) args(pts, incirc, side, i32(NQ))
// Signs are exact; the count of queries that needed the exact path is the same arithmetic under both.
// @check orient exact
// @check exactcnt exact
// @check incirc exact
// @check side exact
#include <cstdint>

#define Fast_Two_Sum_Tail(a, b, x, y) \
  bvirt = __dsub_rn(x, a);            \
  y = __dsub_rn(b, bvirt)
#define Fast_Two_Sum(a, b, x, y) \
  x = __dadd_rn(a, b);           \
  Fast_Two_Sum_Tail(a, b, x, y)
#define Two_Sum_Tail(a, b, x, y)  \
  bvirt = __dsub_rn(x, a);        \
  avirt = __dsub_rn(x, bvirt);    \
  bround = __dsub_rn(b, bvirt);   \
  around = __dsub_rn(a, avirt);   \
  y = __dadd_rn(around, bround)
#define Two_Sum(a, b, x, y) \
  x = __dadd_rn(a, b);      \
  Two_Sum_Tail(a, b, x, y)
#define Two_Diff_Tail(a, b, x, y) \
  bvirt = __dsub_rn(a, x);        \
  avirt = __dadd_rn(x, bvirt);    \
  bround = __dsub_rn(bvirt, b);   \
  around = __dsub_rn(a, avirt);   \
  y = __dadd_rn(around, bround)
#define Two_Diff(a, b, x, y) \
  x = __dsub_rn(a, b);       \
  Two_Diff_Tail(a, b, x, y)
#define Two_Product(a, b, x, y) \
  x = __dmul_rn(a, b);          \
  y = __fma_rn(a, b, -x)

__constant__ double c_epsilon = 1.1102230246251565e-16;  // 2^-53

// e (elen terms) + b: a grow-expansion, the result has elen + 1 terms.
__device__ int grow_expansion(int elen, const double* e, double b, double* h) {
  double Q = b, Qnew, bvirt, avirt, bround, around;
  int i;
  for (i = 0; i < elen; i++) {
    double enow = e[i];
    Two_Sum(Q, enow, Qnew, h[i]);
    Q = Qnew;
  }
  h[i] = Q;
  return elen + 1;
}

__device__ double estimate(int n, const double* e) {
  double q = e[0];
  for (int i = 1; i < n; i++) q = __dadd_rn(q, e[i]);
  return q;
}

__device__ double orient2d_exact(const double* pa, const double* pb, const double* pc) {
  double bvirt, avirt, bround, around;
  double axby1, axby0, axcy1, axcy0, bxcy1, bxcy0, bxay1, bxay0, cxay1, cxay0, cxby1, cxby0;
  Two_Product(pa[0], pb[1], axby1, axby0);
  Two_Product(pa[0], pc[1], axcy1, axcy0);
  Two_Product(pb[0], pc[1], bxcy1, bxcy0);
  Two_Product(pb[0], pa[1], bxay1, bxay0);
  Two_Product(pc[0], pa[1], cxay1, cxay0);
  Two_Product(pc[0], pb[1], cxby1, cxby0);
  // Twelve signed terms summed exactly by growing one expansion.
  double terms[12] = {axby1, axby0, bxcy1, bxcy0, cxay1, cxay0, -axcy1, -axcy0, -bxay1, -bxay0, -cxby1, -cxby0};
  double h[2][13];
  int len = 1;
  h[0][0] = terms[0];
  for (int t = 1; t < 12; ++t) len = grow_expansion(len, h[(t - 1) & 1], terms[t], h[t & 1]);
  (void)bvirt; (void)avirt; (void)bround; (void)around;
  return estimate(len, h[11 & 1]);
}

__device__ double orient2d(const double* pa, const double* pb, const double* pc, bool* exact) {
  const double ccwerrboundA = (3.0 + 16.0 * c_epsilon) * c_epsilon;
  double detleft = __dmul_rn(__dsub_rn(pa[0], pc[0]), __dsub_rn(pb[1], pc[1]));
  double detright = __dmul_rn(__dsub_rn(pa[1], pc[1]), __dsub_rn(pb[0], pc[0]));
  double det = __dsub_rn(detleft, detright);
  double detsum;
  *exact = false;
  if (detleft > 0.0) {
    if (detright <= 0.0) return det;
    detsum = detleft + detright;
  } else if (detleft < 0.0) {
    if (detright >= 0.0) return det;
    detsum = -detleft - detright;
  } else {
    return det;
  }
  double errbound = ccwerrboundA * detsum;
  if (det >= errbound || -det >= errbound) return det;
  *exact = true;
  return orient2d_exact(pa, pb, pc);
}

__global__ void orient2d_kernel(const double* __restrict__ pts, int* __restrict__ sign, unsigned* exact_count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double p[3][2];
  const double* q = pts + 8 * (size_t)i;
  p[0][0] = q[0]; p[0][1] = q[1];
  p[1][0] = q[2]; p[1][1] = q[3];
  // Every fourth query is made collinear or nearly so, where the filter fails.
  if ((i & 3) == 0) {
    double t = q[4];
    p[2][0] = __dadd_rn(p[0][0], __dmul_rn(t, __dsub_rn(p[1][0], p[0][0])));
    p[2][1] = __dadd_rn(p[0][1], __dmul_rn(t, __dsub_rn(p[1][1], p[0][1])));
  } else {
    p[2][0] = q[4]; p[2][1] = q[5];
  }
  bool ex;
  double d = orient2d(p[0], p[1], p[2], &ex);
  sign[i] = (d > 0) - (d < 0);
  unsigned m = __ballot_sync(0xffffffffu, ex);
  if ((threadIdx.x & 31) == 0) atomicAdd(exact_count, __popc(m));
}

// Incircle with the plain determinant and an error filter; queries the filter cannot decide get sign 2.
__global__ void incircle_kernel(const double* __restrict__ pts, int* __restrict__ out, unsigned* side_hist, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const double* q = pts + 8 * (size_t)i;
  double adx = __dsub_rn(q[0], q[6]), ady = __dsub_rn(q[1], q[7]);
  double bdx = __dsub_rn(q[2], q[6]), bdy = __dsub_rn(q[3], q[7]);
  double cdx = __dsub_rn(q[4], q[6]), cdy = __dsub_rn(q[5], q[7]);
  double alift = __dadd_rn(__dmul_rn(adx, adx), __dmul_rn(ady, ady));
  double blift = __dadd_rn(__dmul_rn(bdx, bdx), __dmul_rn(bdy, bdy));
  double clift = __dadd_rn(__dmul_rn(cdx, cdx), __dmul_rn(cdy, cdy));
  double bc = __dsub_rn(__dmul_rn(bdx, cdy), __dmul_rn(cdx, bdy));
  double ca = __dsub_rn(__dmul_rn(cdx, ady), __dmul_rn(adx, cdy));
  double ab = __dsub_rn(__dmul_rn(adx, bdy), __dmul_rn(bdx, ady));
  double det = __dadd_rn(__dadd_rn(__dmul_rn(alift, bc), __dmul_rn(blift, ca)), __dmul_rn(clift, ab));
  double permanent = fabs(alift * bc) + fabs(blift * ca) + fabs(clift * ab);
  double errbound = (10.0 + 96.0 * c_epsilon) * c_epsilon * permanent;
  int s = det > errbound ? 1 : (-det > errbound ? -1 : 2);
  out[i] = s;
  atomicAdd(&side_hist[s + 1 > 3 ? 3 : s + 1], 1u);
}
