// Parallel cyclic reduction for one tridiagonal system per block (one
// equation per thread): every step reads the equations delta above and
// below into registers, a barrier, writes the reduced equation in place, a
// barrier; delta doubles up to n/2, then each thread solves its own 1x1
// (or, at the end, independent) equation.
// LAUNCH: grid=4 block=128 args=a:f32[512]:rand b:f32[512]:const(4) c:f32[512]:rand d:f32[512]:rand x:f32[512]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 128

extern "C" __global__ void pcr_tridiagonal_solver(const float *a, const float *b, const float *c, const float *d,
                                                  float *x) {
  __shared__ float sa[N], sb[N], sc[N], sd[N];
  int i = threadIdx.x;
  int g = blockIdx.x * N + i;
  sa[i] = i > 0 ? a[g] : 0.0f;
  sb[i] = b[g];
  sc[i] = i < N - 1 ? c[g] : 0.0f;
  sd[i] = d[g];
  __syncthreads();
  for (int delta = 1; delta < N; delta *= 2) {
    int up = i - delta, down = i + delta;
    float k1 = 0.0f, k2 = 0.0f, na = 0.0f, nc = 0.0f, nb = sb[i], nd = sd[i];
    if (up >= 0) {
      k1 = sa[i] / sb[up];
      na = -sa[up] * k1;
      nb -= sc[up] * k1;
      nd -= sd[up] * k1;
    }
    if (down < N) {
      k2 = sc[i] / sb[down];
      nc = -sc[down] * k2;
      nb -= sa[down] * k2;
      nd -= sd[down] * k2;
    }
    __syncthreads();
    sa[i] = na;
    sb[i] = nb;
    sc[i] = nc;
    sd[i] = nd;
    __syncthreads();
  }
  x[g] = sd[i] / sb[i];
}
