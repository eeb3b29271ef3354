// An unroll request larger than a kernel can sensibly hold is capped, with a warning for an
// explicit count: `#pragma unroll 1000000` over a million-iteration loop made LLVM copy the body
// a million times and never finish; `#pragma unroll` (complete) is capped at 4096 iterations.
// REQUIRES: ptxas
// The address-space limit leaves ASan no room for its shadow memory.
// UNSUPPORTED: sanitize
// RUN: prlimit --cpu=30 %as_limit kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s
// RUN: %ptxas -arch=sm_90 %t.ptx -o /dev/null

extern "C" __global__ void counted(const float *x, float *out) {
  float s = 0;
// CHECK: unroll-limit.cu:[[@LINE+1]]:16: warning: '#pragma unroll 1000000' is more than Kiln unrolls; unrolling by 4096
#pragma unroll 1000000
  for (int i = 0; i < 1000000; ++i)
    s += x[i];
  out[0] = s;
}

// CHECK-NOT: warning:
extern "C" __global__ void complete(const float *x, float *out) {
  float s = 0;
#pragma unroll
  for (int i = 0; i < 1000000; ++i)
    s += x[i];
  out[0] = s;
}
