// Locals that are only stored into, through a select or phi of their
// addresses that LLVM's dead-store elimination cannot attribute to one of
// them, are deleted with their stores (realcode thrust_host_sort_segment_sums:
// thrust's reduce-by-key agent kept a 352-byte frame of pointers written and
// never read; nvcc's has none).
// RUN: kilnc %s --arch=sm_90 --emit=llvm | FileCheck %s --check-prefix=LLVM
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

// LLVM-LABEL: define {{.*}} @write_only(
// LLVM-NOT: alloca
// LLVM: ret void
// CHECK-LABEL: .entry write_only(
// CHECK-NOT: st.local
// CHECK: ret;
extern "C" __global__ void write_only(const int *in, int *out, int n, int m) {
  const int *a[4], *b[4];
  const int **sel = (threadIdx.x & 1) ? a : b;
  for (int k = 0; k < m; ++k) sel[k & 3] = in + k * n;
  out[threadIdx.x] = in[threadIdx.x] + 1;
}

// Read back through the select: both stay.
// LLVM-LABEL: define {{.*}} @read_back(
// LLVM: alloca [4 x ptr]
// LLVM: alloca [4 x ptr]
// CHECK-LABEL: .entry read_back(
// CHECK: st.local
// CHECK: ld.local
extern "C" __global__ void read_back(const int *in, int *out, int n, int m) {
  const int *a[4], *b[4];
  const int **sel = (threadIdx.x & 1) ? a : b;
  for (int k = 0; k < m; ++k) sel[k & 3] = in + k * n;
  out[threadIdx.x] = *sel[m & 3];
}

// Merged with a global address: the stores may reach memory someone reads.
// LLVM-LABEL: define {{.*}} @mixed_with_global(
// LLVM: store ptr
// CHECK-LABEL: .entry mixed_with_global(
// CHECK: st.global
extern "C" __global__ void mixed_with_global(const int **table, const int *in, int *out, int n) {
  const int *a[4];
  const int **sel = (threadIdx.x & 1) ? a : table;
  for (int k = 0; k < n; ++k) sel[k & 3] = in + k;
  out[threadIdx.x] = in[threadIdx.x];
}
