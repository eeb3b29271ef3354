// A `__device__ const` table with an initializer is global memory, as nvcc
// places it (Clang marks every const namespace-scope variable implicitly
// __constant__): an __ldg of it must be a global load of the table itself, not
// ld.global.nc of a constant-space address. Plain `const` and `__constant__`
// tables stay in constant memory.
// RUN: kilnc %s --emit=mlir -o - | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx && FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

// CHECK-DAG: simt.global global @dev_table : !llvm.array<4 x i32>
// CHECK-DAG: simt.global constant @cst_table : !llvm.array<4 x i32>
// CHECK-DAG: simt.global constant @plain_table : !llvm.array<4 x i32>
// PTX-DAG: .global .align 4 .b8 dev_table[16]
// PTX-DAG: .const .align 4 .b8 cst_table[16]
static __device__ const unsigned int dev_table[4] = {1, 2, 3, 4};
__constant__ unsigned int cst_table[4] = {5, 6, 7, 8};
static const unsigned int plain_table[4] = {9, 10, 11, 12};

// PTX-LABEL: .entry _Z4readPjii(
// PTX: mov.b64 {{.*}}, dev_table;
// PTX: ld.global.nc.b32
// PTX: ld.global.nc.b32
// PTX: ld.const.b32
// PTX: ret;
__global__ void read(unsigned *out, int i, int j) {
  out[0] = __ldg(dev_table + i);
  out[1] = dev_table[j];
  out[2] = cst_table[i] + plain_table[j];
}
