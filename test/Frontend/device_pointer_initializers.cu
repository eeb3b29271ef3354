// Device variables holding pointers to data, initialised at compile time as
// nvcc does it: a table of string literals (the names real code prints with
// device printf) becomes `generic($str)` entries of the read-only string
// globals, a pointer to another device variable `generic(table)`; null and a
// nullptr entry stay zero. A pointer into the middle of an object is refused.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
// RUN: not kilnc %s --arch=sm_90 -DINTERIOR --emit=mlir 2>&1 | FileCheck %s --check-prefix=ERR
// CHECK-DAG: .global .align 1 .b8 [[ADD:.*str]][4] = {97, 100, 100};
// CHECK-DAG: .global .align 1 .b8 [[MUL:.*str.*1]][4] = {109, 117, 108};
// CHECK-DAG: .visible .global .align 8 .u64 kOpNames[3] = {generic([[ADD]]), generic([[MUL]]), 0};
// CHECK-DAG: .visible .global .align 8 .u64 kTable = generic(gTable);
// CHECK-DAG: .visible .global .align 4 .b8 gTable[16]
#include <cstdio>
__device__ const char *kOpNames[3] = {"add", "mul", nullptr};
__device__ float gTable[4] = {1, 2, 3, 4};
__device__ float *kTable = gTable;
#ifdef INTERIOR
__device__ float *kMiddle = &gTable[2];
// ERR: device_pointer_initializers.cu:[[@LINE-1]]:19: error: unsupported initializer for a device pointer: only functions, string literals, device variables (their start) and null can be stored; set it in a kernel instead
#endif
extern "C" __global__ void names(float *out, int op) {
  if (threadIdx.x == 0) printf("%s\n", kOpNames[op & 1]);
  out[threadIdx.x] = kTable[threadIdx.x & 3];
}
