// cyclic_reduction_tridiagonal without the barrier of the forward reduction: a
// step reads b[iL] that the previous step's thread writes.
// LAUNCH: grid=2 block=256 args=A:f32[1024]:rand B:f32[1024]:rand C:f32[1024]:rand D:f32[1024]:rand X:f32[1024]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#define N 512
extern "C" __global__ void __launch_bounds__(256) cyclic_reduction_no_forward_sync(const float *A, const float *B, const float *C,
                                                                              const float *D, float *X) {
  __shared__ float a[N], b[N], c[N], d[N], x[N];
  int t = threadIdx.x, base = blockIdx.x * N;
  a[t] = A[base + t]; a[t + 256] = A[base + t + 256];
  b[t] = B[base + t] + 4.0f; b[t + 256] = B[base + t + 256] + 4.0f;
  c[t] = C[base + t]; c[t + 256] = C[base + t + 256];
  d[t] = D[base + t]; d[t + 256] = D[base + t + 256];
  __syncthreads();
  int stride = 1;
  for (int j = 0; j < 8; j++) {
    int delta = stride;
    stride *= 2;
    if (t < N / stride) {
      int i = stride * t + stride - 1;
      int iL = i - delta, iR = i + delta;
      if (iR >= N) iR = N - 1;
      // CHECK: cyclic_reduction_no_forward_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      float k1 = a[i] / b[iL], k2 = c[i] / b[iR];
      b[i] = b[i] - c[iL] * k1 - a[iR] * k2;
      d[i] = d[i] - d[iL] * k1 - d[iR] * k2;
      a[i] = -a[iL] * k1;
      c[i] = -c[iR] * k2;
    }
  }
  if (t == 0) {
    int i1 = stride - 1, i2 = 2 * stride - 1;
    float det = b[i2] * b[i1] - c[i1] * a[i2];
    x[i1] = (b[i2] * d[i1] - c[i1] * d[i2]) / det;
    x[i2] = (d[i2] * b[i1] - d[i1] * a[i2]) / det;
  }
  __syncthreads();
  for (int j = 0; j < 8; j++) {
    int delta = stride / 2;
    if (t < N / stride) {
      int i = stride * t + delta - 1;
      if (i == delta - 1) x[i] = (d[i] - c[i] * x[i + delta]) / b[i];
      else x[i] = (d[i] - a[i] * x[i - delta] - c[i] * x[i + delta]) / b[i];
    }
    stride /= 2;
    __syncthreads();
  }
  X[base + t] = x[t];
  X[base + t + 256] = x[t + 256];
}
