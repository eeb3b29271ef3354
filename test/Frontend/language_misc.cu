// Constructs that real kernels use and the frontend used to refuse: static locals (mangled
// names; const ones private read-only global data), __constant__ struct initialisers, GNU
// `a ?: b`, case ranges, arrays of objects with constructors, __builtin_bit_cast.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: kilnc %s --arch=sm_90 | FileCheck %s --check-prefix=PTX
// CHECK-DAG: simt.global global @_ZZ4tickvE7counter : i32 = 100 : i32 {alignment = 4 : i64}
// CHECK-DAG: simt.global global @_ZZ4miscE3lut : !llvm.array<4 x f32> = dense<[5.000000e-01, 1.500000e+00, 2.500000e+00, 3.500000e+00]> : tensor<4xf32> {alignment = 4 : i64, readonly}
// CHECK-DAG: simt.global constant @corners : !llvm.array<2 x struct<"struct.Pt", packed (f32, f32)>> = dense<[0, 0, 0, 0, 0, 0, -128, 63, 0, 0, -128, 63, 0, 0, 0, 0]> : tensor<16xi8>
// PTX-DAG: .global .align 4 .b8 _ZZ4miscE3lut[16]
// PTX-DAG: ld.global.nc.b32
struct Pt { float x, y; };
__constant__ Pt corners[2] = {{0.0f, 1.0f}, {1.0f, 0.0f}};
struct Acc {
  float sum = 0.0f;
  __device__ void add(float v) { sum += v; }
};
__device__ unsigned tick() {
  static unsigned counter = 100;
  return atomicAdd(&counter, 1u);
}

// CHECK-LABEL: func.func @misc(
// GNU ?: evaluates `v` once and selects it when non-zero.
// CHECK: %[[NZ:.*]] = arith.cmpi ne, %[[V:[0-9]+]], %c0_i32
// CHECK: arith.select %[[NZ]], %[[V]], %c-1_i32
// Single cases in the switch; each range is tested where it finds none.
// CHECK: cf.switch %{{.*}} : i32, [
// CHECK-NEXT: default: ^[[RANGES:bb[0-9]+]],
// CHECK-NEXT: 100: ^
// CHECK: ^[[RANGES]]:
// CHECK: %[[OFF:.*]] = arith.subi %{{.*}}, %c10_i32
// CHECK: arith.cmpi ule, %[[OFF]], %c89_i32
// Arrays of objects with constructors: a loop over the elements.
// CHECK: arith.cmpi ult, %{{.*}}, %c4_i64
// CHECK: call @_ZN3AccC1Ev(
// __builtin_bit_cast: the operand's bytes, reinterpreted.
// CHECK: simt.ptr_cast %{{.*}} : !simt.ptr<f32, global> to !simt.ptr<i32, global>
extern "C" __global__ void misc(const int *in, float *out, unsigned *t) {
  static const float lut[4] = {0.5f, 1.5f, 2.5f, 3.5f};
  int v = in[threadIdx.x];
  int w = v ?: -1;
  int cls;
  switch (v) {
  case 10 ... 99: cls = 2; break;
  case 100: cls = 3; break;
  default: cls = 4;
  }
  Acc accs[4];
  accs[v & 3].add(1.0f);
  unsigned bits = __builtin_bit_cast(unsigned, lut[v & 3]);
  out[threadIdx.x] = lut[v & 3] + w + cls + accs[0].sum + bits + corners[v & 1].y;
  if (threadIdx.x == 0)
    *t = tick();
}
