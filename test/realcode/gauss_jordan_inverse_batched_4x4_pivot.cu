// @realcode Batched 4x4 matrix inversion by Gauss-Jordan elimination with partial pivoting, one matrix per thread in registers (the augmented [A | I] as a fully unrolled 4x8 array), singular matrices flagged, and the determinant from the pivots.
// @let B = 1 << 21
// @buf mats f32[B * 16] uniform(-1, 1)
// @buf inv f32[B * 16] zero
// @buf det f32[B] zero
// @launch invert4 grid(cdiv(B, 128)) block(128) args(mats, inv, det, i32(B))
// @check inv abs=1e-3 rel=1e-3 frac=1e-3 (a nearly singular random matrix amplifies the compilers' different fused multiply-adds far beyond the tolerance, and two equal pivot magnitudes may pick different rows)
// @check det abs=1e-5 rel=1e-4 frac=1e-4 (a pivot chosen differently between two magnitudes equal to rounding changes the last bits)
#include <cuda_runtime.h>

template <int N>
struct Augmented {
  float a[N][2 * N];
};

template <int N>
__device__ __forceinline__ float gauss_jordan(Augmented<N> &m) {
  float determinant = 1.0f;
#pragma unroll
  for (int col = 0; col < N; ++col) {
    // Partial pivoting: the largest magnitude at or below the diagonal.
    int pivot = col;
#pragma unroll
    for (int r = col + 1; r < N; ++r)
      if (fabsf(m.a[r][col]) > fabsf(m.a[pivot][col])) pivot = r;
    if (pivot != col) {
      determinant = -determinant;
#pragma unroll
      for (int k = 0; k < 2 * N; ++k) {
        // Unrolled, so the row indices stay compile-time where they can.
        float t = m.a[col][k];
        m.a[col][k] = m.a[pivot][k];
        m.a[pivot][k] = t;
      }
    }
    float p = m.a[col][col];
    determinant *= p;
    if (p == 0.0f) return 0.0f;
    float inv = 1.0f / p;
#pragma unroll
    for (int k = 0; k < 2 * N; ++k) m.a[col][k] *= inv;
#pragma unroll
    for (int r = 0; r < N; ++r) {
      if (r == col) continue;
      float f = m.a[r][col];
#pragma unroll
      for (int k = 0; k < 2 * N; ++k) m.a[r][k] -= f * m.a[col][k];
    }
  }
  return determinant;
}

__global__ void invert4(const float4 *__restrict__ mats, float4 *__restrict__ inv, float *__restrict__ det, int batch) {
  int b = blockIdx.x * blockDim.x + threadIdx.x;
  if (b >= batch) return;
  Augmented<4> m;
#pragma unroll
  for (int r = 0; r < 4; ++r) {
    float4 row = mats[size_t(b) * 4 + r];
    m.a[r][0] = row.x;
    m.a[r][1] = row.y;
    m.a[r][2] = row.z;
    m.a[r][3] = row.w;
#pragma unroll
    for (int k = 0; k < 4; ++k) m.a[r][4 + k] = r == k;
  }
  float d = gauss_jordan(m);
  det[b] = d;
#pragma unroll
  for (int r = 0; r < 4; ++r)
    inv[size_t(b) * 4 + r] = d == 0.0f ? make_float4(0, 0, 0, 0) : make_float4(m.a[r][4], m.a[r][5], m.a[r][6], m.a[r][7]);
}
