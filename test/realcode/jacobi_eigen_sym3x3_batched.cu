// @realcode Batched 3x3 symmetric eigen-decomposition by cyclic Jacobi rotations, as point-cloud normal estimation and structure-tensor codes do per thread: the covariance of a point's K neighbours (given as a fixed stencil of offsets into a point array) accumulated in a small Mat3 struct, sweeps over the (0,1), (0,2), (1,2) pivots with the rotation angle from the stable tan formula, eigenvectors accumulated in V, the eigenpairs sorted ascending with a tiny swap network, and the normal (the smallest eigenvalue's vector) oriented towards +z; the curvature lambda0 / trace is stored too.
// @let N = 1 << 20
// @buf pts f32[N * 3] uniform(-1, 1)
// @buf normals f32[N * 3] zero
// @buf evals f32[N * 3] zero
// @buf curvature f32[N] zero
// @launch point_normals grid(cdiv(N, 128)) block(128) args(pts, normals, evals, curvature, i32(N))
// @check evals abs=1e-4 rel=1e-3
// @check normals abs=2e-3 rel=1e-3
// @check curvature abs=1e-4 rel=1e-3
#include <cuda_runtime.h>

struct Mat3 {
  float m[3][3];
  __device__ static Mat3 identity() {
    Mat3 r{};
    r.m[0][0] = r.m[1][1] = r.m[2][2] = 1.f;
    return r;
  }
};

template <int P, int Q>
__device__ __forceinline__ void jacobi_rotate(Mat3 &A, Mat3 &V) {
  const float apq = A.m[P][Q];
  if (fabsf(apq) < 1e-12f) return;
  const float theta = (A.m[Q][Q] - A.m[P][P]) / (2.f * apq);
  const float t = copysignf(1.f, theta) / (fabsf(theta) + sqrtf(theta * theta + 1.f));
  const float c = rsqrtf(t * t + 1.f), s = t * c;
#pragma unroll
  for (int k = 0; k < 3; ++k) {
    float akp = A.m[k][P], akq = A.m[k][Q];
    A.m[k][P] = c * akp - s * akq;
    A.m[k][Q] = s * akp + c * akq;
  }
#pragma unroll
  for (int k = 0; k < 3; ++k) {
    float apk = A.m[P][k], aqk = A.m[Q][k];
    A.m[P][k] = c * apk - s * aqk;
    A.m[Q][k] = s * apk + c * aqk;
  }
#pragma unroll
  for (int k = 0; k < 3; ++k) {
    float vkp = V.m[k][P], vkq = V.m[k][Q];
    V.m[k][P] = c * vkp - s * vkq;
    V.m[k][Q] = s * vkp + c * vkq;
  }
}

__device__ __forceinline__ void swap_pair(float *e, Mat3 &V, int a, int b) {
  if (e[a] > e[b]) {
    float t = e[a]; e[a] = e[b]; e[b] = t;
#pragma unroll
    for (int k = 0; k < 3; ++k) { float v = V.m[k][a]; V.m[k][a] = V.m[k][b]; V.m[k][b] = v; }
  }
}

__constant__ int c_offsets[16] = {-7, -5, -3, -2, -1, 1, 2, 3, 5, 7, 11, 13, 17, 19, 23, 29};

__global__ void point_normals(const float3 *__restrict__ pts, float3 *normals, float3 *evals, float *curvature, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float3 mean = make_float3(0.f, 0.f, 0.f), nb[16];
#pragma unroll
  for (int k = 0; k < 16; ++k) {
    int j = (i + c_offsets[k] * 37 + n) % n;
    float3 p = pts[j], q = pts[i];
    nb[k] = make_float3(q.x + 0.1f * p.x, q.y + 0.1f * p.y, q.z + 0.02f * p.z);
    mean.x += nb[k].x; mean.y += nb[k].y; mean.z += nb[k].z;
  }
  mean.x *= 1.f / 16; mean.y *= 1.f / 16; mean.z *= 1.f / 16;
  Mat3 A{};
#pragma unroll
  for (int k = 0; k < 16; ++k) {
    float d[3] = {nb[k].x - mean.x, nb[k].y - mean.y, nb[k].z - mean.z};
#pragma unroll
    for (int r = 0; r < 3; ++r)
#pragma unroll
      for (int c = 0; c < 3; ++c) A.m[r][c] += d[r] * d[c];
  }
  Mat3 V = Mat3::identity();
  for (int sweep = 0; sweep < 6; ++sweep) {
    jacobi_rotate<0, 1>(A, V);
    jacobi_rotate<0, 2>(A, V);
    jacobi_rotate<1, 2>(A, V);
  }
  float e[3] = {A.m[0][0], A.m[1][1], A.m[2][2]};
  swap_pair(e, V, 0, 1);
  swap_pair(e, V, 1, 2);
  swap_pair(e, V, 0, 1);
  float3 nrm = make_float3(V.m[0][0], V.m[1][0], V.m[2][0]);
  if (nrm.z < 0.f) nrm = make_float3(-nrm.x, -nrm.y, -nrm.z);
  normals[i] = nrm;
  evals[i] = make_float3(e[0], e[1], e[2]);
  curvature[i] = e[0] / (e[0] + e[1] + e[2]);
}
