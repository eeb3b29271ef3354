// The wider atomics overloads: 64-bit min/max/and/or/xor, 16-bit atomicCAS
// (sm_70+), and sm_90's float2/float4 atomicAdd (atomic per element, as CUDA
// documents it): one vector atom.global as nvcc emits, not one atomic per
// element, in each scope.
// RUN: kilnc %s --arch=sm_90 --emit=mlir | FileCheck %s
// nvcc declares the float2/float4 overloads for sm_90 and later only.
// RUN: not kilnc %s --arch=sm_80 --emit=mlir 2>&1 | FileCheck %s --check-prefix=SM80
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

// CHECK-LABEL: func.func @wide(
// CHECK: simt.atomic_rmw min {{.*}} : !simt.ptr<i64, global>, i64
// CHECK: simt.atomic_rmw umax {{.*}} : !simt.ptr<i64, global>, i64
// CHECK: simt.atomic_rmw and {{.*}} scope(block)
// CHECK: simt.atomic_rmw xor {{.*}} scope(system)
// CHECK: simt.atomic_cas {{.*}} : !simt.ptr<i16, global>, i16
// CHECK-NOT: simt.atomic_rmw add
// CHECK: simt.inline_asm volatile "{ .reg .u64 g; cvta.to.global.u64 g, $4;\0A\09atom.global.add.v4.f32 {$0, $1, $2, $3}, [g], {$5, $6, $7, $8}; }"
// CHECK: simt.inline_asm volatile "{ .reg .u64 g; cvta.to.global.u64 g, $2;\0A\09atom.global.cta.add.v2.f32 {$0, $1}, [g], {$3, $4}; }"
// CHECK: simt.inline_asm volatile "{ .reg .u64 g; cvta.to.global.u64 g, $4;\0A\09atom.global.sys.add.v4.f32
// CHECK: return
// PTX-LABEL: .entry wide(
// PTX: atom.global.add.v4.f32 {{.*}}[g]
// PTX: atom.global.cta.add.v2.f32
// PTX: atom.global.sys.add.v4.f32
extern "C" __global__ void wide(long long *ll, unsigned long long *ull, unsigned short *us, float4 *f4, float2 *f2) {
  atomicMin(ll, (long long)threadIdx.x - 5);
  atomicMax(ull, 7ull);
  atomicAnd_block(ll + 1, ~1ll);
  atomicXor_system(ull + 1, 3ull);
  atomicCAS(us, (unsigned short)0, (unsigned short)threadIdx.x);
  float4 old = atomicAdd(f4, make_float4(1, 2, 3, 4));
  atomicAdd_block(f2, make_float2(old.x, old.w));
  atomicAdd_system(f4 + 1, old);
}
// SM80: atomics_wide.cu:[[@LINE-4]]:16: error: no matching function for call to 'atomicAdd'
