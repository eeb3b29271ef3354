// Device variables holding pointers to data, initialised at compile time as
// nvcc does it: a table of string literals (the names real code prints with
// device printf) becomes `generic($str)` entries of the read-only string
// globals, a pointer to another device variable `generic(table)`, one into its
// middle `generic(table)+8`; null and a nullptr entry stay zero. Records hold
// them too (a `__constant__` table of {name, callback, gain} entries, a list
// with a pointer in its middle): like nvcc, the record is .u64 words, or bytes
// with 0xFF..(generic(x)) masks when a packed record misaligns the pointer. Refused: a pointer to a __shared__ variable (it has no load-time
// address) and initializers that point at each other in a cycle, which nvcc
// refuses too ("Circular dependency found in global variable set").
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
// RUN: not kilnc %s --arch=sm_90 -DSHARED --emit=mlir 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not kilnc %s --arch=sm_90 -DCYCLE --emit=mlir 2>&1 | FileCheck %s --check-prefix=CYCLE
// RUN: kilnc %s --arch=sm_90 --emit=mlir | FileCheck %s --check-prefix=MLIR
// CHECK-DAG: .global .align 1 .b8 [[ADD:.*str]][4] = {97, 100, 100};
// CHECK-DAG: .global .align 1 .b8 [[MUL:.*str.*1]][4] = {109, 117, 108};
// CHECK-DAG: .visible .global .align 8 .u64 kOpNames[3] = {generic([[ADD]]), generic([[MUL]]), 0};
// CHECK-DAG: .visible .global .align 8 .u64 kTable = generic(gTable);
// CHECK-DAG: .visible .global .align 8 .u64 kMiddle = generic(gTable)+8;
// CHECK-DAG: .visible .global .align 4 .b8 gTable[16]
// CHECK-DAG: .visible .const .align 8 .u64 cStages[6] = {generic([[ADD]]), _Z4halff, 1065353216, generic([[MUL]]), 0, 1073741824};
// CHECK-DAG: .visible .global .align 8 .u64 gMixed[2] = {8589934593, generic(gTable)+4};
// CHECK-DAG: .visible .global .align 1 .u8 gPacked[11] = {5, 0xFF(generic(gTable)+8), 0xFF00(generic(gTable)+8), 0xFF0000(generic(gTable)+8), 0xFF000000(generic(gTable)+8), 0xFF00000000(generic(gTable)+8), 0xFF0000000000(generic(gTable)+8), 0xFF000000000000(generic(gTable)+8), 0xFF00000000000000(generic(gTable)+8), 7, 0};
// MLIR-DAG: simt.global global @kMiddle {{.*}} = {offset = 8 : i64, symbol = @gTable}
// MLIR-DAG: simt.global constant @cStages {{.*}} = {pieces = [{{.*}}]}
#include <cstdio>
__device__ const char *kOpNames[3] = {"add", "mul", nullptr};
__device__ float gTable[4] = {1, 2, 3, 4};
__device__ float *kTable = gTable;
__device__ float *kMiddle = &gTable[2];
__device__ float half(float x) { return 0.5f * x; }
struct Stage { const char *name; float (*fn)(float); float gain; };
__constant__ Stage cStages[2] = {{"add", half, 1.0f}, {"mul", nullptr, 2.0f}};
struct Node { Node *next; long value; };
#ifdef CYCLE
extern __device__ Node gB;
__device__ Node gA = {&gB, 1};
__device__ Node gB = {&gA, 2};
// CYCLE: error: device variables whose initializers point at each other in a cycle (or at the variable itself) are not supported; set one of the pointers in a kernel instead
__device__ Node gSelf = {&gSelf, 3};
// CYCLE: device_pointer_initializers.cu:[[@LINE-1]]:17: error: device variables whose initializers point at each other
#endif
struct Mixed { int tag, count; const float *at; };
__device__ Mixed gMixed = {1, 2, &gTable[1]};
#pragma pack(push, 1)
struct Packed { char tag; const float *at; short count; };
#pragma pack(pop)
__device__ Packed gPacked = {5, &gTable[2], 7};
#ifdef SHARED
__shared__ float sTile[4];
__device__ float *kShared = &sTile[1];
// ERR: device_pointer_initializers.cu:[[@LINE-1]]:19: error: dynamic initialization is not supported for __device__, __constant__, __shared__, and __managed__ variables
#endif
extern "C" __global__ void names(float *out, int op) {
  if (threadIdx.x == 0) printf("%s\n", kOpNames[op & 1]);
  const Stage &s = cStages[op & 1];
  float v = kTable[threadIdx.x & 3] + kMiddle[threadIdx.x & 1] + gMixed.at[0] + gMixed.count + gPacked.at[0] + gPacked.count;
  out[threadIdx.x] = (s.fn ? s.fn(v) : v) * s.gain + s.name[0];
}
