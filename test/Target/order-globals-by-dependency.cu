// Globals come out after the globals their initializers point to, in the order the
// initializer names them, on every run (compiler/LLVMIR/OrderGlobalsByDependency.cpp).
// LLVM 22's NVPTX printer visits a global's unprinted dependencies through a DenseSet of
// pointers, so a table of string pointers printed its strings in a different order from
// run to run (realcode cufft_callback_fnptr_globals: 4 of 6 compiles differed). Six
// strings: the old order matched this one in 1 of 720 runs.
// RUN: kilnc %s --arch=sm_90 -o %t.1.ptx
// RUN: kilnc %s --arch=sm_90 -o %t.2.ptx
// RUN: cmp %t.1.ptx %t.2.ptx
// RUN: FileCheck %s < %t.1.ptx
// RUN: kilnc %s --arch=sm_90 --emit=llvm -o - | FileCheck %s --check-prefix=IR
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.1.ptx -o /dev/null %}

// CHECK:      .b8 [[S0:.*]][6] = {97, 108, 112, 104, 97};
// CHECK-NEXT: .b8 [[S1:.*]][5] = {98, 101, 116, 97};
// CHECK-NEXT: .b8 [[S2:.*]][6] = {103, 97, 109, 109, 97};
// CHECK-NEXT: .b8 [[S3:.*]][6] = {100, 101, 108, 116, 97};
// CHECK-NEXT: .b8 [[S4:.*]][8] = {101, 112, 115, 105, 108, 111, 110};
// CHECK-NEXT: .b8 [[S5:.*]][5] = {122, 101, 116, 97};
// CHECK:      .global .align 8 .u64 g_names[6] = {generic([[S0]]), generic([[S1]]), generic([[S2]]), generic([[S3]]), generic([[S4]]), generic([[S5]])};

// IR:     @.str = {{.*}}c"alpha\00"
// IR:     @g_names = {{.*}}@.str to ptr), ptr addrspacecast (ptr addrspace(1) @.str.1 to ptr)

__device__ const char *g_names[6] = {"alpha", "beta", "gamma", "delta", "epsilon", "zeta"};

extern "C" __global__ void name_lengths(int *out) {
  const char *s = g_names[threadIdx.x % 6];
  int n = 0;
  while (s[n]) ++n;
  out[threadIdx.x] = n;
}
