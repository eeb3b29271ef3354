// `__grid_constant__` kernel parameters, and const records passed by value,
// are read where the launch put them (simt.param_address, the param space), as
// nvcc reads them: no copy into local memory, dynamic indexing is ld.param,
// `&p` escaping is cvta.param's generic address of the parameter itself, and
// __isGridConstant / __cvta_generic_to_grid_constant /
// __cvta_grid_constant_to_generic are isspacep.param / cvta.to.param /
// cvta.param (nvcc -ptx -arch=sm_90 -O3 emits the same). Before, the 260-byte
// struct below was stored to a local array and read back (256 st.local).
// RUN: kilnc %s --arch=sm_90 --emit=mlir -o - | FileCheck %s --check-prefix=MLIR
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

struct Big { float v[64]; int n; };
struct Small { int a, b; };

__device__ __noinline__ float sum_opaque(const Big *b) {
  float s = 0;
  for (int i = 0; i < b->n; ++i)
    s += b->v[i];
  return s;
}
__device__ float sum(const Big *b) {
  float s = 0;
  for (int i = 0; i < b->n; ++i)
    s += b->v[i];
  return s;
}

// MLIR-LABEL: func.func @_Z7indexed3BigPf(
// MLIR: simt.param_address %arg0 : !llvm.struct<{{.*}}> to !simt.ptr<!llvm.struct<{{.*}}>, param>
// CHECK-LABEL: .entry _Z7indexed3BigPf(
// CHECK: .param .align 4 .b8 _Z7indexed3BigPf_param_0[260]
// CHECK-NOT: .local
// CHECK: mov.b64 %rd{{[0-9]+}}, _Z7indexed3BigPf_param_0;
// CHECK: ld.param.b32 %r{{[0-9]+}}, [_Z7indexed3BigPf_param_0+256];
// CHECK: ld.param.b32 %r{{[0-9]+}}, [%rd
// CHECK: ret;
__global__ void indexed(const __grid_constant__ Big b, float *out) {
  out[threadIdx.x] = sum(&b) + b.v[threadIdx.x & 63];
}

// The address escapes into a function kilnc does not inline: the callee gets
// the parameter's generic address, not a thread's copy.
// CHECK-LABEL: .entry _Z7escapes3BigPf(
// CHECK-NOT: .local
// CHECK: cvta.param.u64
// CHECK: call
// CHECK: ret;
__global__ void escapes(const __grid_constant__ Big b, float *out) {
  out[threadIdx.x] = sum_opaque(&b);
}

// A scalar too: `.param .align 4 .b8 p[4]` and its address, as nvcc.
// CHECK-LABEL: .entry _Z6scalariPPKi(
// CHECK: .param .align 4 .b8 _Z6scalariPPKi_param_0[4]
// CHECK: cvta.param.u64
__global__ void scalar(const __grid_constant__ int x, const int **out) {
  out[threadIdx.x] = &x;
}

// The address conversions: folded where the pointer's origin is known (the
// param-space offset of &b is the parameter's own address, no cvta.to.param),
// isspacep.param otherwise.
// CHECK-LABEL: .entry _Z11conversions3BigPyPPKv(
// CHECK: cvta.param.u64
// CHECK: isspacep.param
__global__ void conversions(const __grid_constant__ Big b, unsigned long long *out, const void **unknown) {
  const void *p = &b;
  out[0] = __isGridConstant(p);
  out[1] = __cvta_generic_to_grid_constant(p);
  const Big *q = (const Big *)__cvta_grid_constant_to_generic(out[1] + 4);
  out[2] = (unsigned long long)q->n;
  out[3] = __isGridConstant(out);
  out[4] = __isGridConstant(unknown[threadIdx.x]);
}

// A const record passed by value without the attribute cannot be written
// either: read in place too (nvcc reads it with ld.param as well).
// MLIR-LABEL: func.func @_Z9const_rec3BigPf(
// MLIR: simt.param_address %arg0
// CHECK-LABEL: .entry _Z9const_rec3BigPf(
// CHECK-NOT: .local
// CHECK: ld.param.b32 %r{{[0-9]+}}, [%rd
// CHECK: ret;
__global__ void const_rec(const Big b, float *out) {
  out[threadIdx.x] = b.v[threadIdx.x & 63];
}

// A non-const record may be written: it is the thread's own copy.
// MLIR-LABEL: func.func @_Z8writable5SmallPi(
// MLIR-NOT: simt.param_address
// MLIR: simt.alloca
__global__ void writable(Small s, int *out) {
  s.a += threadIdx.x;
  out[threadIdx.x] = s.a * s.b;
}
