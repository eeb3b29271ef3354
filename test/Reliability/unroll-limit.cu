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

// A loop that can leave early keeps an exit in every copy, and LLVM's analyses of the chain of
// copies are cubic in the count (fuzz/open-findings unroll-multi-exit-2026-12-05: 4096 copies
// ran past 60 s): such loops are unrolled by at most 256.
// CHECK: unroll-limit.cu:[[@LINE+5]]:16: warning: '#pragma unroll 4096' is more than Kiln unrolls a loop that can leave early (break, return or goto); unrolling by 256
extern "C" __global__ void early_exit(const unsigned *in, unsigned *out, int n, int rows) {
  unsigned code = in[threadIdx.x], cols = 0;
  bool ok = true;
  int r = 0;
#pragma unroll 4096
  for (; r < rows; ++r) {
    const unsigned bit = 1u << (code % n);
    code /= n;
    if (cols & bit) { ok = false; break; }
    cols |= bit;
  }
  out[threadIdx.x] = ok ? cols : r;
}

// A break of an inner switch or loop does not leave this loop: the count stays.
// CHECK-NOT: warning:
extern "C" __global__ void inner_break(const int *in, int *out, int n) {
  int s = 0;
#pragma unroll 512
  for (int i = 0; i < n; ++i) {
    switch (in[i] & 3) { case 0: s += 1; break; default: s -= 1; break; }
    for (int j = 0; j < 4; ++j) { if (in[j] == i) break; s += j; }
  }
  out[0] = s;
}
