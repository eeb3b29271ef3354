// simt-params-in-place on structs with pointer fields (a CUDA launch's usual
// "params" struct: source and destination pointers next to a small table):
// read by a thread-dependent index, the parameter is read with ld.param and
// the kernel has no local frame; copied into a local whose pointer field is
// then advanced (`Gather h = g; h.dst += 1;`), the copy is split field by
// field (simt-split-struct-copies from the param space) and promoted, so no
// frame either. Both kernels had a 48-byte frame before (one st.local per
// field at entry); nvcc -O3 (CUDA 13.0) keeps that frame in both.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s < %t.ptx
// RUN: kilnc %s --arch=sm_90 --emit=simt | FileCheck %s --check-prefix=SIMT

struct Gather {
  const float *src;
  float *dst;
  int w[8];
};

// SIMT-LABEL: func.func @_Z6gather6Gatheri(
// SIMT-NOT: simt.alloca
// SIMT: simt.param_address %arg0
// CHECK-LABEL: .entry _Z6gather6Gatheri(
// CHECK-NOT: .local
// CHECK-NOT: st.local
// CHECK: ld.param.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}+16];
// CHECK: ret;
__global__ void gather(Gather g, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    g.dst[i] = g.src[g.w[i & 7]];
}

// SIMT-LABEL: func.func @_Z11gather_copy6Gatheri(
// SIMT-NOT: simt.alloca
// SIMT: simt.param_address %arg0
// CHECK-LABEL: .entry _Z11gather_copy6Gatheri(
// CHECK-NOT: .local
// CHECK-NOT: st.local
// CHECK: ret;
__global__ void gather_copy(Gather g, int n) {
  Gather h = g;
  h.dst += 1;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    h.dst[i] = h.src[g.w[i & 7]];
}
