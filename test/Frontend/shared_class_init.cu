// __shared__ objects of classes with default member initializers or
// user-provided default constructors: nvcc accepts them and does not run the
// initialization (shared memory is never initialized); Clang refuses them.
// kilnc rewrites the declarations (SharedInitRewrite.h), parses again, and
// warns at each one that its initialization does not run.
// RUN: kilnc %s --emit=mlir 2> %t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// The first parse's diagnostics are not repeated by the second.
// RUN: grep -c "changes value from 3.5 to 3" %t.err | FileCheck %s --check-prefix=ONCE
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> /dev/null
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null 2> /dev/null %}
// A declaration the rewrite cannot reach keeps Clang's error, and one saying what to do.
// RUN: not kilnc %s --emit=mlir -DBAD 2>&1 | FileCheck %s --check-prefix=BAD
// ONCE: 1

struct Acc {
  float v = 0;
  int n = 0;
};
struct Counted {
  int n;
  __device__ Counted() : n(7) {}
};
union Slot {
  Acc acc;
  int raw[2];
  __device__ Slot() : raw{1, 2} {}
};

// CHECK-DAG: simt.global shared @{{.*}}k.s : !llvm.array<256 x struct<"struct.Acc", packed (f32, i32)>>
// CHECK-DAG: simt.global shared @{{.*}}k.__kiln_shared_t : !llvm.array<1 x struct<"struct.Acc", packed (f32, i32)>>
// CHECK-DAG: simt.global shared @{{.*}}k.u : !llvm.array<4 x struct<"struct.Acc", packed (f32, i32)>>
// CHECK-DAG: simt.global shared @{{.*}}k.__kiln_shared_c : !llvm.array<1 x struct<"struct.Counted", packed (i32)>>
// CHECK-DAG: simt.global shared @{{.*}}k.slot : !llvm.array<2 x
// CHECK-DAG: simt.global shared @{{.*}}tk{{.*}}.__kiln_shared_x : !llvm.array<1 x struct<"struct.Acc"
// CHECK-LABEL: func.func @k(
// No constructor runs: the only stores are the kernel's own.
// CHECK-NOT: call @_ZN3AccC
// CHECK-NOT: call @_ZN7CountedC
// CHECK: return
extern "C" __global__ void k(float *o) {
  // WARN: shared_class_init.cu:[[@LINE+1]]:18: warning: dynamic initialization is not supported for __shared__ variable 's': its constructor and default member initializers do not run (nvcc ignores them too); assign the members in the kernel, then __syncthreads()
  __shared__ Acc s[256];
  // WARN: shared_class_init.cu:[[@LINE+2]]:{{[0-9]+}}: warning: dynamic initialization is not supported for __shared__ variable 't'
  // WARN: shared_class_init.cu:[[@LINE+1]]:{{[0-9]+}}: warning: dynamic initialization is not supported for __shared__ variable 'u'
  __shared__ Acc t, u[4];
  // WARN: shared_class_init.cu:[[@LINE+1]]:{{[0-9]+}}: warning: dynamic initialization is not supported for __shared__ variable 'c'
  static __shared__ Counted c;
  __shared__ Slot slot[2];
  int truncated = 3.5; // a Clang warning, said once
  s[threadIdx.x].v = threadIdx.x;
  if (threadIdx.x == 0) {
    t.v = 1;
    t.n = 2;
    c.n = 3;
    slot[1].raw[0] = 4;
  }
  u[threadIdx.x % 4].n = 5;
  __syncthreads();
  o[threadIdx.x] = s[255 - threadIdx.x].v + t.v + t.n + c.n + u[0].n + slot[1].raw[0] + truncated;
}

// In a template: the rewrite applies to the pattern, Clang refuses the
// instantiation.
template <class T> __global__ void tk(float *o) {
  __shared__ T x;
  if (threadIdx.x == 0)
    x.v = 2;
  __syncthreads();
  o[threadIdx.x] = x.v;
}
template __global__ void tk<Acc>(float *);

// libcu++'s tuple has a non-empty default constructor (value-initialising).
#include <cuda/std/tuple>
// CHECK-LABEL: func.func @tuples(
// CHECK-NOT: call @{{.*}}tuple{{.*}}C1Ev
// CHECK: return
// WARN: shared_class_init.cu:[[@LINE+2]]:{{[0-9]+}}: warning: dynamic initialization is not supported for __shared__ variable 'pairs'
extern "C" __global__ void tuples(float *o, int *idx) {
  __shared__ cuda::std::tuple<float, int> pairs[256];
  pairs[threadIdx.x] = cuda::std::make_tuple(o[threadIdx.x], (int)threadIdx.x);
  __syncthreads();
  o[threadIdx.x] = cuda::std::get<0>(pairs[255 - threadIdx.x]);
  idx[threadIdx.x] = cuda::std::get<1>(pairs[255 - threadIdx.x]);
}

// `#pragma nv_diag_suppress static_var_with_dynamic_init` (or 20054, nvcc's
// number for it) silences the warning, as it silences nvcc's, until
// `nv_diag_default` restores it.
// WARN-NOT: variable 'quiet'
// WARN-NOT: variable 'quiet_too'
// WARN: shared_class_init.cu:[[@LINE+14]]:{{[0-9]+}}: warning: dynamic initialization is not supported for __shared__ variable 'loud'
#pragma nv_diag_suppress static_var_with_dynamic_init
extern "C" __global__ void pragma_quiet(float *o) {
  __shared__ Acc quiet;
#pragma nv_diag_suppress 20054
  __shared__ Acc quiet_too;
  if (threadIdx.x == 0)
    quiet.v = o[0], quiet_too.v = o[1];
  __syncthreads();
  o[2 + threadIdx.x] = quiet.v + quiet_too.v;
}
#pragma nv_diag_default static_var_with_dynamic_init
#pragma nv_diag_default 20054
extern "C" __global__ void pragma_loud(float *o) {
  __shared__ Acc loud;
  if (threadIdx.x == 0)
    loud.v = o[0];
  __syncthreads();
  o[1 + threadIdx.x] = loud.v;
}

#ifdef BAD
#define DECLARE_SHARED(name) __shared__ Acc name
extern "C" __global__ void bad(float *o) {
  // BAD: shared_class_init.cu:[[@LINE+2]]:{{[0-9]+}}: error: initialization is not supported for __shared__ variables
  // BAD: shared_class_init.cu:[[@LINE+1]]:{{[0-9]+}}: error: nvcc accepts this __shared__ variable and does not run its initialization; kilnc does the same by rewriting the declaration, which it cannot do here (its name is spelled inside a macro): declare a function-scope __shared__ object outside a macro, or a __shared__ array, and assign its members in the kernel
  DECLARE_SHARED(acc);
  acc.v = 1;
  o[0] = acc.v;
}
#endif
