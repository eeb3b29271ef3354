// The wider atomics overloads: 64-bit min/max/and/or/xor, 16-bit atomicCAS
// (sm_70+), and sm_90's float2/float4 atomicAdd (atomic per element, as CUDA
// documents it).
// RUN: kilnc %s --arch=sm_90 --emit=mlir | FileCheck %s
// nvcc declares the float2/float4 overloads for sm_90 and later only.
// RUN: not kilnc %s --arch=sm_80 --emit=mlir 2>&1 | FileCheck %s --check-prefix=SM80
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

// CHECK-LABEL: func.func @wide(
// CHECK: simt.atomic_rmw min {{.*}} : !simt.ptr<i64, global>, i64
// CHECK: simt.atomic_rmw umax {{.*}} : !simt.ptr<i64, global>, i64
// CHECK: simt.atomic_rmw and {{.*}} scope(block)
// CHECK: simt.atomic_rmw xor {{.*}} scope(system)
// CHECK: simt.atomic_cas {{.*}} : !simt.ptr<i16, global>, i16
// CHECK-COUNT-4: simt.atomic_rmw add {{.*}} : !simt.ptr<f32, generic>, f32
// CHECK: return
extern "C" __global__ void wide(long long *ll, unsigned long long *ull, unsigned short *us, float4 *f4) {
  atomicMin(ll, (long long)threadIdx.x - 5);
  atomicMax(ull, 7ull);
  atomicAnd_block(ll + 1, ~1ll);
  atomicXor_system(ull + 1, 3ull);
  atomicCAS(us, (unsigned short)0, (unsigned short)threadIdx.x);
  atomicAdd(f4, make_float4(1, 2, 3, 4));
}
// SM80: atomics_wide.cu:[[@LINE-2]]:3: error: no matching function for call to 'atomicAdd'
