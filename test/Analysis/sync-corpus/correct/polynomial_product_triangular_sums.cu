// Products of pairs of degree-127 polynomials, one pair per block: the coefficients are
// staged in shared memory, each thread computes the coefficients k = t and t + 128 of the
// product as a triangular sum (its range of i depends on k), keeps them in shared memory,
// and after a barrier every coefficient is divided by the leading one's magnitude plus one,
// which thread 126 computed.
// LAUNCH: grid=4 block=128 args=a:f32[512]:rand b:f32[512]:rand c:f32[1024]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define DEG 128

extern "C" __global__ void __launch_bounds__(DEG) polynomial_product_triangular_sums(const float *a, const float *b,
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
  __syncthreads();
  const float scale = 1.0f / (1.0f + fabsf(sc[2 * DEG - 2]));
  c[blockIdx.x * 2 * DEG + t] = sc[t] * scale;
  c[blockIdx.x * 2 * DEG + DEG + t] = sc[DEG + t] * scale;
}
