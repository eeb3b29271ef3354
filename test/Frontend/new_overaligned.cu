// new of an over-aligned type (alignas above the heap's 16 bytes; refused before): nvcc
// allocates it with the device runtime's __cuda_syscall_aligned_malloc(size, alignment), a
// ptxas system call, and delete frees it with free. kilnc now does the same, for single
// objects and arrays (whose cookie is the alignment wide).
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

struct alignas(32) Tile {
  double v[4];
};
struct alignas(64) Line {
  float f[16];
  __device__ ~Line() { f[0] = 0; }
};

// CHECK-LABEL: func.func @_Z5tilesPdi
// CHECK: call @__cuda_syscall_aligned_malloc(%{{.*}}, %c32_i64{{.*}})
// CHECK: call @free(
// The array of Lines: 2 * 64 bytes plus a 64-byte cookie, aligned to 64.
// CHECK: call @__cuda_syscall_aligned_malloc(%{{.*}}, %c64_i64{{.*}})
// CHECK: call @_ZN4LineD1Ev(
// CHECK: call @free(
// PTX-LABEL: .entry _Z5tilesPdi
// PTX: call.uni (retval0), __cuda_syscall_aligned_malloc,
// PTX-NOT: {{[[:space:]]}}malloc,
// PTX: ret;
__global__ void tiles(double *out, int k) {
  Tile *t = new Tile{{1, 2, 3, double(k)}};
  out[0] = t->v[3] + (double)((unsigned long long)t % 32);
  delete t;
  Line *ls = new Line[2];
  ls[1].f[3] = (float)k;
  out[1] = ls[1].f[3];
  delete[] ls;
}
