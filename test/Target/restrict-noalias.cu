// `__restrict__` kernel pointers are noalias (as clang marks them), so LLVM
// proves the read-only ones unwritten and NVPTX loads through them with
// ld.global.nc -- also through pointers derived from them by arithmetic,
// casts or a loop-carried cursor, where the frontend's own marking (a load
// whose base is the parameter) does not reach. nvcc does the same.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s < %t.ptx
// RUN: kilnc %s --arch=sm_90 --emit=mlir | FileCheck %s --check-prefix=MLIR
// RUN: kilnc %s --arch=sm_90 --emit=llvm | FileCheck %s --check-prefix=LLVM

// MLIR-LABEL: func.func @ell_like(
// MLIR-SAME: simt.restrict
// LLVM-LABEL: define ptx_kernel void @ell_like(
// LLVM-SAME: noalias
// CHECK-LABEL: .entry ell_like(
// CHECK: ld.global.nc.b32
// CHECK: ld.global.nc.b32
// CHECK-NOT: ld.global.b32
// CHECK: ret;
extern "C" __global__ void ell_like(const int* __restrict__ cols, const float* __restrict__ vals,
                                    const float* __restrict__ x, float* __restrict__ y, int rows, int k) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows) return;
  const int* c = cols + r;
  const float* v = vals + r;
  float acc = 0.f;
  for (int s = 0; s < k; ++s, c += rows, v += rows)
    if (*c >= 0) acc += *v * x[*c];
  y[r] = acc;
}

// Through a reinterpret_cast to float4: ld.global.nc.v4.
// CHECK-LABEL: .entry row_sums(
// CHECK: ld.global.nc.v4.b32
// CHECK: ret;
extern "C" __global__ void row_sums(const float* __restrict__ a, float* __restrict__ out, int k) {
  const float4* row = reinterpret_cast<const float4*>(a + (size_t)blockIdx.x * k);
  float s = 0.f;
  for (int c = threadIdx.x; c < k / 4; c += blockDim.x) {
    float4 q = row[c];
    s += q.x + q.y + q.z + q.w;
  }
  atomicAdd(out + blockIdx.x, s);
}

// Without __restrict__ nothing says another pointer does not write the data.
// MLIR-LABEL: func.func @aliased(
// MLIR-NOT: simt.restrict
// MLIR: {
// CHECK-LABEL: .entry aliased(
// CHECK-NOT: ld.global.nc
// CHECK: ret;
extern "C" __global__ void aliased(const float* a, float* b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float* p = a + i;
  if (i < n) b[i] = p[0] * 2.f;
}
