// Unions: one storage element (the most aligned member, then the largest) plus tail padding,
// so size and alignment are the host's; every member is the union's address, cast. Anonymous
// unions in structs, unions as kernel parameters, in shared memory, initialisers, constructors.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: kilnc %s --arch=sm_90 | FileCheck %s --check-prefix=PTX
// CHECK-DAG: simt.global shared @shared_union.smem : !llvm.struct<"union.Stage", packed (array<64 x f32>)>
// CHECK-DAG: simt.global constant @table : !llvm.array<2 x struct<"struct.Tagged", packed (i32, struct<"union.anon", packed (i32)>)>> = dense<[0, 0, 0, 0, 7, 0, 0, 0, 1, 0, 0, 0, 0, 0, -64, 63]> : tensor<16xi8>
union FloatBits { float f; unsigned u; };
union Packed64 { unsigned long long u; struct { unsigned lo, hi; }; };
union Vec4 { float4 v; float a[4]; };
union Mixed { char c; double d; short s[7]; }; // 14 bytes of shorts, 8-aligned: 16
static_assert(sizeof(Mixed) == 16 && alignof(Mixed) == 8, "host layout");
struct Tagged { int tag; union { int i; float f; }; };
static_assert(sizeof(Tagged) == 8 && __builtin_offsetof(Tagged, f) == 4, "host layout");

// CHECK-LABEL: func.func @pun(
// CHECK-SAME: !llvm.struct<"union.Mixed", packed (f64, array<8 x i8>)> {simt.param_align = 8 : i64, simt.param_type = "struct.Mixed"}
// Writing f and reading u: the same address, cast to each member's type.
// CHECK: %[[U:.*]] = simt.alloca {alignment = 4 : i64} : !simt.ptr<!llvm.struct<"union.FloatBits", packed (f32)>, local>
// CHECK: simt.ptr_cast %[[U]] : !simt.ptr<!llvm.struct<"union.FloatBits", packed (f32)>, local> to !simt.ptr<f32, local>
// CHECK: simt.ptr_cast %[[U]] : !simt.ptr<!llvm.struct<"union.FloatBits", packed (f32)>, local> to !simt.ptr<i32, local>
// __constant__ unions and structs holding them are their bytes (below).
// PTX: .visible .const .align 4 .b8 table[16] = {0, 0, 0, 0, 7, 0, 0, 0, 1, 0, 0, 0, 0, 0, 192, 63};
// PTX-LABEL: .entry pun(
// PTX: .param .align 8 .b8 pun_param_2[16]
// The float's bits are loaded as they are; m.s[6] is read at offset 12 of the parameter.
// PTX: ld.global.b32 %r{{[0-9]+}}
// PTX: ld.param.s16 %r{{[0-9]+}}, [pun_param_2+12];
extern "C" __global__ void pun(const float *in, unsigned *out, Mixed m) {
  int i = threadIdx.x;
  FloatBits b;
  b.f = in[i];
  out[i] = b.u + m.s[6];
}

// An anonymous struct inside a union, inside a kernel.
// CHECK-LABEL: func.func @packing(
// CHECK: !llvm.struct<"union.Packed64", packed (i64)>
// CHECK: simt.ptr_cast {{.*}} to !simt.ptr<!llvm.struct<"struct.anon", packed (i32, i32)>, local>
// CHECK: simt.member_ptr {{.*}}[1] : !simt.ptr<!llvm.struct<"struct.anon", packed (i32, i32)>, local> -> !simt.ptr<i32, local>
extern "C" __global__ void packing(unsigned long long *best, const unsigned *key) {
  Packed64 p;
  p.lo = threadIdx.x;
  p.hi = key[threadIdx.x];
  atomicMax(best, p.u);
}

// A float4 seen as an array; the struct with an anonymous union member.
// CHECK-LABEL: func.func @views(
// CHECK: !llvm.struct<"union.Vec4", packed (struct<"struct.float4", packed (f32, f32, f32, f32)>)>
// CHECK: !llvm.struct<"struct.Tagged", packed (i32, struct<"union.anon", packed (i32)>)>
extern "C" __global__ void views(float4 *v, const Tagged *t, float *out) {
  Vec4 u;
  u.v = v[threadIdx.x];
  u.a[2] *= 2.0f;
  v[threadIdx.x] = u.v;
  out[threadIdx.x] = t[threadIdx.x].tag ? t[threadIdx.x].f : float(t[threadIdx.x].i);
}

// Unions in shared memory keep the hazard analysis' view of the buffer: the cast chain
// leads back to the simt.global.
union Stage { float f[64]; int i[64]; };
// CHECK-LABEL: func.func @shared_union(
extern "C" __global__ void shared_union(const float *in, int *out) {
  __shared__ Stage smem;
  smem.f[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = smem.i[63 - threadIdx.x];
}

// Initialisers: a braced initialiser sets the first member (the rest is zero), a default
// member initialiser, and constructors that pick a member.
union WithInit { int i = 42; float f; };
union Bits32 {
  unsigned u;
  float f;
  __device__ explicit Bits32(float x) : f(x) {}
};
// CHECK-LABEL: func.func @initialisers(
// CHECK: llvm.mlir.zero : !llvm.struct<"union.FloatBits", packed (f32)>
// CHECK: call @_ZN8WithInitC1Ev(
// CHECK: call @_ZN6Bits32C1Ef(
extern "C" __global__ void initialisers(unsigned *out, float x) {
  FloatBits b = {x};
  WithInit w;
  Bits32 c(x);
  WithInit arr[2];
  out[0] = b.u + w.i + c.u + arr[1].i;
}

// __constant__ unions and structs holding them: the object's bytes.
__constant__ Tagged table[2] = {{0, {7}}, {1, {.f = 1.5f}}};
extern "C" __global__ void constant_table(float *out) { out[threadIdx.x] = table[threadIdx.x & 1].f; }
