// The __shared__-initialisation rewrite (SharedInitRewrite.h) changes the
// declaration's text for the second parse (`__shared__ Acc t;` becomes
// `Acc __kiln_shared_t[1]; auto &t = ...`, and a declaration that does not
// start its line gets the attributes in front of it). The warning quotes the
// line the user wrote, at the user's column, not the rewritten one. So does
// TargetRedecls' warning, whose rewrite blanks a template header.
// RUN: kilnc %s --arch=sm_90 --emit=mlir -o /dev/null 2>&1 | FileCheck %s --strict-whitespace
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> /dev/null
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// CHECK-NOT: __kiln_shared_
// CHECK-NOT: loader_uninitialized

struct Acc {
  float v = 0;
  int n = 0;
};

template <int N> struct Scaler {
  __device__ float apply(float);
};
// CHECK: shared_init_quotes_source.cu:[[@LINE+2]]:35: warning: a __device__ function redeclared without __device__ ('Scaler::apply')
// CHECK-NEXT: {{^}}   [[@LINE+1]] | template <int N> float Scaler<N>::apply(float x) { return x * N; }{{$}}
template <int N> float Scaler<N>::apply(float x) { return x * N; }

__global__ void k(float *o) {
  // CHECK: shared_init_quotes_source.cu:[[@LINE+2]]:18: warning: dynamic initialization is not supported for __shared__ variable 't'
  // CHECK-NEXT: {{^}}   [[@LINE+1]] |   __shared__ Acc t;{{$}}
  __shared__ Acc t;
  // CHECK: shared_init_quotes_source.cu:[[@LINE+2]]:41: warning: dynamic initialization is not supported for __shared__ variable 'u'
  // CHECK-NEXT: {{^}}   [[@LINE+1]] |   if (threadIdx.x < 4) { __shared__ Acc u[4]; u[threadIdx.x].n = 1; }{{$}}
  if (threadIdx.x < 4) { __shared__ Acc u[4]; u[threadIdx.x].n = 1; }
  if (threadIdx.x == 0)
    t.v = Scaler<2>{}.apply(o[0]);
  __syncthreads();
  o[threadIdx.x] = t.v;
}
