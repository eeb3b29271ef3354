// assert -> __assertfail(message, file, line, function, sizeof(char)), as CUDA's headers map
// glibc's __assert_fail; -DNDEBUG, or #define NDEBUG before #include <assert.h>, removes it.
// __trap() is simt.trap (PTX trap).
// RUN: kilnc %s --emit=simt | FileCheck %s
// RUN: kilnc %s --emit=simt -DNDEBUG | FileCheck %s --check-prefix=NDEBUG
// RUN: kilnc %s --emit=simt -DDEFINE_NDEBUG | FileCheck %s --check-prefix=NDEBUG
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: kilnc %s --arch=sm_90 | FileCheck %s --check-prefix=PTX
#ifdef DEFINE_NDEBUG
#define NDEBUG
#endif
#include <assert.h>
#include <cassert>

// CHECK-DAG: simt.global global @{{.*}} = dense<[105, 110, 91, 105, 93, 32, 62, 32, 48, 0]> : tensor<10xi8> {alignment = 1 : i64, readonly}
// CHECK-LABEL: func.func @checked(
// NDEBUG-LABEL: func.func @checked(
// NDEBUG-NOT: __assertfail
// NDEBUG: simt.trap
// PTX: .extern .func __assertfail
// PTX: trap;
extern "C" __global__ void checked(const int *in, int *out) {
  int i = threadIdx.x;
  // CHECK: call @__assertfail(%{{.*}}, %{{.*}}, %c[[#@LINE+1]]_i32, %{{.*}}, %c1_i64) : (!simt.ptr<i8, generic>, !simt.ptr<i8, generic>, i32, !simt.ptr<i8, generic>, i64) -> ()
  assert(in[i] > 0);
  // CHECK: simt.trap
  // CHECK: func.func private @__assertfail(
  if (in[i] == 13)
    __trap();
  out[i] = in[i];
}
