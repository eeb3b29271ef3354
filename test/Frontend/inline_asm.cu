// GNU asm statements -> simt.inline_asm: Clang's rewrite of the template (%0 -> $0, %% -> %),
// LLVM's constraint list (outputs, inputs, the input halves of "+r" tied by number, then
// ~{memory}), operands in registers of their class (narrower integers extended, floats in
// integer registers bit-cast), pointers as generic pointers, 'n' operands written into the
// template as their values (the other operands renumbered);
// asm volatile, or an asm without outputs, is `volatile`.
// RUN: kilnc %s --emit=simt | FileCheck %s
// RUN: %if ptxas %{ kilnc %s --arch=sm_80 -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o /dev/null %}
// RUN: kilnc %s --arch=sm_80 | FileCheck %s --check-prefix=PTX

// CHECK-LABEL: func.func @registers(
// CHECK: simt.inline_asm "mov.u32 $0, %laneid;", "=r" : () -> i32
// CHECK: simt.inline_asm "add.cc.u32 $0, $0, $2;\0A\09addc.u32 $1, $1, $3;", "=r,=r,r,r,0,1"
// CHECK: simt.inline_asm "add.u16 $0, $1, $2;", "=h,h,h"
// 1.5f in an integer register: its bits.
// CHECK: simt.inline_asm "mov.b32 $0, $1;", "=r,r"(%c1069547520_i32)
// CHECK: simt.inline_asm "fma.rn.f64 $0, $1, $2, $3;", "=d,d,d,d"
// CHECK: simt.inline_asm "shf.l.wrap.b32 $0, $1, $1, 7;", "=r,r"(%{{.*}}) : (i32) -> i32
// PTX: mov.u32 %r{{[0-9]+}}, %laneid;
// PTX: add.cc.u32
// PTX: shf.l.wrap.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, 7;
template <int N> __device__ unsigned rotl(unsigned x) {
  unsigned r;
  asm("shf.l.wrap.b32 %0, %1, %1, %2;" : "=r"(r) : "r"(x), "n"(N));
  return r;
}
extern "C" __global__ void registers(unsigned *out, unsigned short *h, double *d) {
  unsigned lane;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  unsigned lo = out[0], hi = out[1];
  asm("add.cc.u32 %0, %0, %2;\n\t"
      "addc.u32 %1, %1, %3;"
      : "+r"(lo), "+r"(hi)
      : "r"(lane), "r"(0u));
  unsigned short s;
  asm("add.u16 %0, %1, %2;" : "=h"(s) : "h"(h[0]), "h"(h[1]));
  float f = 1.5f;
  unsigned bits;
  asm("mov.b32 %0, %1;" : "=r"(bits) : "r"(f)); // a float in an integer register
  double r;
  asm("fma.rn.f64 %0, %1, %2, %3;" : "=d"(r) : "d"(d[0]), "d"(d[1]), "d"(d[2]));
  out[threadIdx.x] = lo + hi + s + rotl<7>(lane) + bits;
  d[threadIdx.x] = r;
}

// Pointers: "l" takes the generic address (a ptr_cast of the global or shared pointer, which
// the hazard analysis follows); "r" takes __cvta_generic_to_shared's 32-bit address.
// CHECK-LABEL: func.func @memory(
// CHECK: %[[G:.*]] = simt.ptr_cast %{{.*}} : !simt.ptr<f32, global> to !simt.ptr<i8, generic>
// CHECK: simt.inline_asm volatile "ld.global.nc.v2.f32 {$0, $1}, [$2];", "=f,=f,l"(%[[G]]) : (!simt.ptr<i8, generic>) -> (f32, f32)
// CHECK: %[[T:.*]] = simt.addressof @memory.tile
// CHECK: simt.ptr_to_int %{{.*}} : !simt.ptr<i8, shared> to i64
// CHECK: simt.inline_asm volatile "st.shared.f32 [$0], $1;", "r,f,~{memory}"
// CHECK: simt.inline_asm volatile "bar.sync 0;", "~{memory}" : () -> ()
// PTX: ld.global.nc.v2.f32
// PTX: st.shared.f32 [%r{{[0-9]+}}], %r{{[0-9]+}};
// PTX: bar.sync 0;
extern "C" __global__ void memory(const float *in, float *out) {
  __shared__ float tile[64];
  float a, b;
  asm volatile("ld.global.nc.v2.f32 {%0, %1}, [%2];" : "=f"(a), "=f"(b) : "l"(in + 2 * threadIdx.x));
  unsigned addr = static_cast<unsigned>(__cvta_generic_to_shared(&tile[threadIdx.x]));
  asm volatile("st.shared.f32 [%0], %1;" ::"r"(addr), "f"(a + b) : "memory");
  asm volatile("bar.sync 0;" ::: "memory");
  out[threadIdx.x] = tile[63 - threadIdx.x] + (__isShared(tile) ? 1.0f : 0.0f);
}

// __isShared(tile) of a __shared__ array folds to true (simt.is_space).
// CHECK-NOT: simt.is_space
// An asm without outputs is volatile; a non-volatile asm with outputs is not.
// CHECK-LABEL: func.func @volatility(
// CHECK: simt.inline_asm volatile "prefetch.global.L2 [$0];", "l"
// CHECK: simt.inline_asm "prmt.b32 $0, $1, $2, 0x3210;", "=r,r,r"
extern "C" __global__ void volatility(const unsigned *in, unsigned *out) {
  asm("prefetch.global.L2 [%0];" ::"l"(in));
  unsigned r;
  asm("prmt.b32 %0, %1, %2, 0x3210;" : "=r"(r) : "r"(in[0]), "r"(in[1]));
  out[0] = r;
}

// Regression: two statements that differ only in an 'n' operand, on two branches, were merged
// by MLIR's block merging into one whose immediate was a block argument (a verifier error).
// CHECK-LABEL: func.func @immediates_on_branches(
// CHECK-DAG: simt.inline_asm volatile "cp.async.wait_group 1;", "~{memory}"
// CHECK-DAG: simt.inline_asm volatile "cp.async.wait_group 2;", "~{memory}"
// PTX-LABEL: .entry immediates_on_branches(
// PTX-DAG: cp.async.wait_group 1;
// PTX-DAG: cp.async.wait_group 2;
template <int N> __device__ __forceinline__ void wait_n() { asm volatile("cp.async.wait_group %0;" ::"n"(N) : "memory"); }
extern "C" __global__ void immediates_on_branches(int x, int *p) {
  if (x)
    wait_n<1>();
  else
    wait_n<2>();
  p[threadIdx.x] = x;
}
