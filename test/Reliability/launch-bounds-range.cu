// __launch_bounds__ outside 1..1024 is a warning and a bounded analysis, never an exhausted
// machine: -128 ran the uniformity analysis out of memory and 2147483647 ran it for minutes at
// 13.6 GB (it sized its thread tables by the bound). The compile is checked against a budget.
// REQUIRES: ptxas
// RUN: prlimit --cpu=20 %as_limit kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s
// RUN: %ptxas -arch=sm_90 %t.ptx -o /dev/null
// A negative bound is ignored silently, as nvcc does; Clang's warning is -Wcuda-compat's.
// RUN: prlimit --cpu=20 %as_limit kilnc %s --arch=sm_90 -Wcuda-compat -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEG
// CHECK-NOT: negative

// NEG: launch-bounds-range.cu:[[@LINE+1]]:46: warning: {{.*}}negative{{.*}}
extern "C" __global__ void __launch_bounds__(-128) negative(float *out) {
  __shared__ float s[256];
  s[threadIdx.x] = out[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = s[255 - threadIdx.x];
}

// CHECK: launch-bounds-range.cu:[[@LINE+1]]:46: warning: __launch_bounds__(2147483647) exceeds the 1024 threads a block can have; assuming 1024
extern "C" __global__ void __launch_bounds__(2147483647) huge(float *out) {
  __shared__ float s[1024];
  s[threadIdx.x] = out[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = s[1023 - threadIdx.x];
}
