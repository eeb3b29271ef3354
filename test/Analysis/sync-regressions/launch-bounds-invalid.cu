// RUN: kilnc %s --emit=simt -o - 2>&1 | FileCheck %s --check-prefixes=CHECK,QUIET
// RUN: kilnc %s -Wcuda-compat --emit=simt -o - 2>&1 | FileCheck %s --check-prefixes=CHECK,COMPAT
// Launch bounds outside 1..1024 must not size the sync analyses' thread
// tables: a negative bound ran out of memory and 2^31-1 took minutes. Clang
// ignores a negative bound (as nvcc does, silently: Clang's warning is a
// -Wcuda-compat one, off by default); a huge one is clamped to 1024.

// QUIET-NOT: is negative and will be ignored
// COMPAT: launch-bounds-invalid.cu:[[@LINE+1]]:{{.*}}warning: 'launch_bounds' attribute parameter 0 is negative and will be ignored
__global__ void __launch_bounds__(-128) negative(float *o) {
  __shared__ float s[128];
  s[threadIdx.x] = 1;
  __syncthreads();
  o[threadIdx.x] = s[127 - threadIdx.x];
}

// CHECK: launch-bounds-invalid.cu:[[@LINE+1]]:{{.*}}warning: __launch_bounds__(2147483647) exceeds the 1024 threads a block can have; assuming 1024
__global__ void __launch_bounds__(2147483647) huge(float *o) {
  __shared__ float s[128];
  s[threadIdx.x] = 1;
  __syncthreads();
  o[threadIdx.x] = s[127 - threadIdx.x];
}
// CHECK-NOT: error
// CHECK: func.func @_Z8negativePf
// CHECK-NOT: simt.launch_bounds
// CHECK-SAME: {
// CHECK: func.func @_Z4hugePf{{.*}}simt.launch_bounds = #simt.launch_bounds<1024>
