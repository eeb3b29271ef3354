// Math functions with CUDA's accuracy come from libdevice: a kernel calling
// __nv_expf (directly, or through math.exp) gets it linked in and inlined,
// so the PTX declares no external __nv_* function. Without a CUDA toolkit
// (--cuda-path=none) that is a clear error.
//
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: kilnc %s --arch=sm_80 -O0 -o %t.O0.ptx
// RUN: FileCheck %s < %t.O0.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.O0.ptx -o /dev/null %}
// RUN: kilnc %s --arch=sm_90 --emit=llvm | FileCheck %s --check-prefix=LLVM
// RUN: not kilnc %s --arch=sm_90 --cuda-path=none 2>&1 | FileCheck %s --check-prefix=NONE

// CHECK-NOT: .extern .func
// CHECK-NOT: __nv_
// CHECK: .entry exps(
// CHECK: ex2.approx
// CHECK-NOT: __nvvm_reflect
// CHECK-NOT: .extern .func

// LLVM-NOT: declare {{.*}}@__nv_expf
// LLVM-NOT: call {{.*}}@__nvvm_reflect
// LLVM: define ptx_kernel void @exps(

// NONE: error: '__nv_{{.*}}' is a libdevice math function, but no libdevice.10.bc was found

func.func private @__nv_expf(f32) -> f32
func.func @exps(%p: !simt.ptr<f32, global>, %q: !simt.ptr<f64, global>) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %pp = simt.ptr_add %p, %tid : !simt.ptr<f32, global>, i32
  %x = simt.load %pp : !simt.ptr<f32, global> -> f32
  %a = func.call @__nv_expf(%x) : (f32) -> f32
  %b = math.exp %a : f32
  %c = math.tanh %b : f32
  %d = math.sqrt %c : f32
  simt.store %d, %pp : f32, !simt.ptr<f32, global>
  %qq = simt.ptr_add %q, %tid : !simt.ptr<f64, global>, i32
  %y = simt.load %qq : !simt.ptr<f64, global> -> f64
  %e = math.log %y : f64
  %f = math.sin %e : f64
  simt.store %f, %qq : f64, !simt.ptr<f64, global>
  return
}
