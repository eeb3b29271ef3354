// thomas_solver_shared_columns without the barrier after the transposed copy: a thread sweeps its column while other
// threads still store its coefficients.
// LAUNCH: grid=2 block=64 args=a:f32[4096]:rand b:f32[4096]:urand c:f32[4096]:rand d:f32[4096]:rand x:f32[4096]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define SYS 64
#define LEN 32

extern "C" __global__ void __launch_bounds__(SYS) thomas_solver_sweep_before_copy_sync(const float *a, const float *b,
                                                                              const float *c, const float *d,
                                                                              float *x) {
  __shared__ float sa[LEN][SYS], sb[LEN][SYS], sc[LEN][SYS], sd[LEN][SYS];
  const int t = threadIdx.x;
  const int base = blockIdx.x * SYS * LEN;
  // Element e of the block's input is row e % LEN of system e / LEN.
  for (int e = t; e < SYS * LEN; e += SYS) {
    const int sys = e / LEN, row = e % LEN;
    sa[row][sys] = a[base + e];
    sb[row][sys] = b[base + e] + 4.0f;
    sc[row][sys] = c[base + e];
    sd[row][sys] = d[base + e];
  }
  // CHECK: thomas_solver_sweep_before_copy_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
  sc[0][t] /= sb[0][t];
  sd[0][t] /= sb[0][t];
  for (int r = 1; r < LEN; ++r) {
    const float m = 1.0f / (sb[r][t] - sa[r][t] * sc[r - 1][t]);
    sc[r][t] *= m;
    sd[r][t] = (sd[r][t] - sa[r][t] * sd[r - 1][t]) * m;
  }
  for (int r = LEN - 2; r >= 0; --r)
    sd[r][t] -= sc[r][t] * sd[r + 1][t];
  for (int r = 0; r < LEN; ++r)
    x[base + t * LEN + r] = sd[r][t];
}
