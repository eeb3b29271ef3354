// The x4 main loop of a loop that Kiln unrolls as nvcc does (RuntimeUnrollHints,
// UnrollBarrierLoops) carries no `.pragma "nounroll"`: ptxas unrolls nvcc's x4
// loops further (a CSR row: x16, then x8 and x4 steps) and kept Kiln's at x4
// (spmv_csr_scalar 0.93x nvcc). The remainder loop and a user's `#pragma
// unroll 1` keep theirs, as in nvcc's PTX.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s < %t.ptx
// RUN: kilnc %s --arch=sm_90 --emit=llvm | FileCheck %s --check-prefix=LLVM

// CHECK-LABEL: .entry row_dot(
// The remainder loop, then the x4 loop with four fma and no pragma.
// CHECK: .pragma "nounroll";
// CHECK: fma.rn.f32
// CHECK-NOT: .pragma "nounroll";
// CHECK-COUNT-4: fma.rn.f32
// CHECK-NOT: .pragma "nounroll";
// CHECK: ret;
extern "C" __global__ void row_dot(const int *offsets, const int *columns, const float *values,
                                   const float *x, float *y, int rows) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows) return;
  float acc = 0.0f;
  for (int k = offsets[r]; k < offsets[r + 1]; ++k) acc += values[k] * __ldg(x + columns[k]);
  y[r] = acc;
}

// A barrier loop with a block-uniform runtime trip count: unrolled by 4
// (UnrollBarrierLoops), released to ptxas the same way; its remainder is not.
// CHECK-LABEL: .entry march(
// CHECK-NOT: .pragma "nounroll";
// CHECK-COUNT-8: bar.sync 0;
// CHECK-NOT: bar.sync
// CHECK: .pragma "nounroll";
// CHECK-COUNT-2: bar.sync 0;
// CHECK-NOT: .pragma "nounroll";
// CHECK: ret;
extern "C" __global__ void march(float *a, int steps) {
  __shared__ float tile[128];
  float v = a[threadIdx.x];
  for (int k = 0; k < steps; ++k) {
    tile[threadIdx.x] = v;
    __syncthreads();
    v += tile[(threadIdx.x + 1) & 127];
    __syncthreads();
  }
  a[threadIdx.x] = v;
}

// `#pragma unroll 1` is the user's: it stays.
// CHECK-LABEL: .entry rolled(
// CHECK: .pragma "nounroll";
// CHECK: ret;
extern "C" __global__ void rolled(float *y, const float *x, int n) {
#pragma unroll 1
  for (int i = threadIdx.x; i < n; i += blockDim.x) y[i] = 2.0f * x[i];
}

// LLVM-NOT: kiln.loop.ptxas_may_unroll
// LLVM: !{!"llvm.loop.unroll.disable"}
// LLVM-NOT: kiln.loop.ptxas_may_unroll

// An `if` in the body under many conditions live across the loop (a
// persistent Jacobi sweep: sweep, row and lane tests hoisted out of the inner
// loop): the x4 loop keeps its nounroll. ptxas would unroll it further and
// if-convert the copies under the one or two predicate registers left, so
// each copy's loads wait for the previous copy's fma (cg_grid_sync_jacobi
// 0.61x nvcc).
// The x4 loop comes first, then the remainder loop.
// CHECK-LABEL: .entry rows_skip_diagonal(
// CHECK: .pragma "nounroll";
// CHECK: .pragma "nounroll";
// CHECK-COUNT-4: fma.rn.f64
// CHECK-NOT: fma.rn.f64
// CHECK: {{^}}}
extern "C" __global__ void rows_skip_diagonal(const double *__restrict__ a, double *x0, double *x1,
                                              int n, int sweeps) {
  const int lane = threadIdx.x % 32, warps = gridDim.x * blockDim.x / 32;
  for (int s = 0; s < sweeps; ++s) {
    const double *xin = (s & 1) ? x1 : x0;
    double *xout = (s & 1) ? x0 : x1;
    for (int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32; row < n; row += warps) {
      double off = 0.0;
      for (int j = lane; j < n; j += 32)
        if (j != row) off += a[(size_t)row * n + j] * xin[j];
      if (lane == 0) xout[row] = off;
    }
    __syncthreads();
  }
}

// The same `if` with no condition live across the loop (an ELL row's padding
// test): released, as the plain loops are; ptxas unrolls it well.
// CHECK-LABEL: .entry ell_row(
// CHECK: .pragma "nounroll";
// CHECK-NOT: .pragma "nounroll";
// CHECK: {{^}}}
extern "C" __global__ void ell_row(const int *__restrict__ cols, const float *__restrict__ vals,
                                   const float *__restrict__ x, float *y, int rows, int slots) {
  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows) return;
  float acc = 0.0f;
  for (int s = 0; s < slots; ++s) {
    const int col = cols[s * rows + r];
    if (col < 0) continue;
    acc = fmaf(vals[s * rows + r], x[col], acc);
  }
  y[r] = acc;
}
