// Structs are packed !llvm.structs with explicit padding (host layout); every
// load and store of a whole struct carries the C++ alignment, so LLVM copies
// them in wide accesses, not byte by byte.
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 | FileCheck %s --check-prefix=PTX
struct Particle { float x, y; int id; double mass; };

// CHECK-LABEL: func.func @copy
// CHECK: simt.load {{.*}} {alignment = 8 : i64} : !simt.ptr<!llvm.struct<"struct.Particle", packed
// CHECK: simt.store {{.*}} {alignment = 8 : i64} : !llvm.struct<"struct.Particle", packed
// PTX-LABEL: .entry copy(
// PTX-NOT: ld.global.u8
// PTX-NOT: ld.global.b8
// PTX: ld.global.v2
// PTX: ld.global.b64
// PTX-NOT: st.global.b8
// PTX: st.global.b64
extern "C" __global__ void copy(const Particle* in, Particle* out) {
  int i = threadIdx.x;
  Particle p = in[i];
  p.x += 1.0f;
  out[i] = p;
}
