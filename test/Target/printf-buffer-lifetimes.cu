// Each printf's argument buffer lives from its first store to its vprintf
// call, so the backend's stack colouring gives all the printfs of a function
// one local slot, the size of the largest, as nvcc does (realcode
// printf_format_zoo_debug_dump: seven printfs took 424 bytes of local frame,
// nvcc's 96).
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s < %t.ptx
#include <cstdio>

// 32 bytes (four pointers), then 24 (int, double, int) and 8: one 32-byte slot.
// CHECK-LABEL: .entry three_printfs(
// CHECK: .local .align {{8|16}} .b8 __local_depot0[32];
// CHECK-COUNT-3: call.uni (retval0), vprintf
extern "C" __global__ void three_printfs(const int *p, const float *q, int n, double d) {
  if (threadIdx.x == 0) {
    printf("%p %p %p %p\n", p, q, p + n, q + n);
    printf("%d %f %d\n", n, d, n + 1);
    if (n > 4) printf("%d %d\n", n, n * 2);
  }
}
