// polynomial_product_triangular_sums without the barrier before the scaling: every thread
// reads the leading coefficient sc[254] while thread 126 may still be summing it.
// LAUNCH: grid=4 block=128 args=a:f32[512]:rand b:f32[512]:rand c:f32[1024]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define DEG 128

extern "C" __global__ void __launch_bounds__(DEG) polynomial_product_no_scale_sync(const float *a, const float *b,
                                                                                  float *c) {
  __shared__ float sa[DEG], sb[DEG], sc[2 * DEG];
  const int t = threadIdx.x;
  sa[t] = a[blockIdx.x * DEG + t];
  sb[t] = b[blockIdx.x * DEG + t];
  if (t == 0)
    sc[2 * DEG - 1] = 0.0f;
  __syncthreads();
  for (int k = t; k < 2 * DEG - 1; k += DEG) {
    const int lo = k < DEG ? 0 : k - DEG + 1;
    const int hi = k < DEG ? k : DEG - 1;
    float acc = 0.0f;
    for (int i = lo; i <= hi; ++i)
      acc += sa[i] * sb[k - i];
    sc[k] = acc;
  }
  // CHECK: polynomial_product_no_scale_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
  const float scale = 1.0f / (1.0f + fabsf(sc[2 * DEG - 2]));
  c[blockIdx.x * 2 * DEG + t] = sc[t] * scale;
  c[blockIdx.x * 2 * DEG + DEG + t] = sc[DEG + t] * scale;
}
