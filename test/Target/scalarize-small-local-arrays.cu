// A local array of at most 8 scalars indexed at run time becomes one register
// per element (a load selects, a store writes each element it may hit).
// ptxas does this itself only for 64-bit local addresses; Kiln's are 32-bit
// (nvptx-short-ptr, for shared memory), so `table[m]` and libdevice's sinf
// reduction table kept 16-32 byte local frames where nvcc's PTX has none.
// RUN: kilnc %s --arch=sm_90 --emit=llvm | FileCheck %s --check-prefix=LLVM
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

// LLVM-LABEL: define {{.*}} @constant_table(
// LLVM-NOT: alloca
// LLVM: select i1
// CHECK-LABEL: .entry constant_table(
// CHECK-NOT: __local_depot
// CHECK: ret;
extern "C" __global__ void constant_table(const int *m, float *out) {
  const float table[3] = {0.8f, 0.95f, 0.1f};
  out[threadIdx.x] = table[m[threadIdx.x]];
}

// Stores at a run-time index, then reads at another.
// LLVM-LABEL: define {{.*}} @written_and_read(
// LLVM-NOT: alloca
// CHECK-LABEL: .entry written_and_read(
// CHECK-NOT: __local_depot
// CHECK: ret;
extern "C" __global__ void written_and_read(const int *m, const int *v, int *out) {
  int t = threadIdx.x;
  int bins[4] = {0, 0, 0, 0};
  bins[m[t] & 3] += v[t];
  bins[(m[t] >> 2) & 3] += 2 * v[t];
  out[t] = bins[v[t] & 3] * 10 + bins[0];
}

// An element read as the integer of its width (bit_cast of a float element):
// cuda_std_array_tuple_bitcast kept a 16-byte frame (0.71x nvcc).
// LLVM-LABEL: define {{.*}} @bits_of_element(
// LLVM-NOT: alloca
// CHECK-LABEL: .entry bits_of_element(
// CHECK-NOT: __local_depot
// CHECK: ret;
extern "C" __global__ void bits_of_element(const float *x, const int *m, unsigned *out) {
  int t = threadIdx.x;
  float v[4];
  for (int k = 0; k < 4; ++k) v[k] = x[4 * t + k];
  out[t] = __builtin_bit_cast(unsigned, v[m[t] & 3]);
}

// sinf's slow path (Payne-Hanek, a 7-word table) on large arguments.
// CHECK-LABEL: .entry large_sines(
// CHECK-NOT: __local_depot
// CHECK: ret;
extern "C" __global__ void large_sines(const float *x, float *out) {
  out[threadIdx.x] = sinf(x[threadIdx.x] * 1e6f);
}

// Not beyond 8 elements, and not when the address escapes.
// LLVM-LABEL: define {{.*}} @twelve_elements(
// LLVM: alloca [12 x float]
// CHECK-LABEL: .entry twelve_elements(
// CHECK: __local_depot
extern "C" __global__ void twelve_elements(const int *m, float *out) {
  float table[12];
  for (int i = 0; i < 12; ++i)
    table[i] = out[i];
  out[threadIdx.x] = table[m[threadIdx.x]];
}
