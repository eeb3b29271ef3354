// A per-thread loop with a divergent `continue` keeps one latch (MergeLoopBackedges):
// LoopSimplify would otherwise make the `continue` (which leaves `sum` as it
// is) an inner loop of its own inside an outer loop for the other path. A
// branch between those two backedges has no post-dominator inside the loop,
// so ptxas reconverges the warp only after it, and threads that took
// different paths run the rest of the loop apart (a JPEG Huffman decoder
// with `continue` on its EOB symbols ran at 0.16x nvcc). With one latch the
// loop is also one counted loop again, which RuntimeUnrollHints unrolls by 4
// as nvcc unrolls it.
// RUN: kilnc %s --arch=sm_90 --emit=llvm | FileCheck %s --check-prefix=LLVM
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

// LLVM-LABEL: define {{.*}} @split_runs(
// LLVM-NOT: .outer
// LLVM: {{^}}.latch:
// LLVM-NOT: .outer
// LLVM: ret void
// A loop the warp runs alike keeps LoopSimplify's nest: there it costs no
// reconvergence, and an inner loop of its own may unroll completely (a
// bitset's count(), word by word, then bit by bit).
// LLVM-LABEL: define {{.*}} @split_runs_uniform(
// LLVM: {{^}}.outer:
// LLVM: ret void
// CHECK-LABEL: .entry split_runs(
// CHECK: ld.global.b8 %r{{[0-9]+}}, [%rd{{[0-9]+}}+1];
// CHECK: ld.global.b8 %r{{[0-9]+}}, [%rd{{[0-9]+}}+2];
// CHECK: ld.global.b8 %r{{[0-9]+}}, [%rd{{[0-9]+}}+3];
extern "C" __global__ void split_runs(const unsigned char *in, int n, int *out, int *marks) {
  const unsigned char *p = in + (size_t)threadIdx.x * n;
  int i = 0, zeros = 0;
  unsigned sum = 0;
  while (i < n) {
    unsigned c = p[i++];
    if (c == 0) {
      marks[zeros++ * blockDim.x + threadIdx.x] = i;
      continue;
    }
    sum = sum * 31u + c;
  }
  out[threadIdx.x] = (int)sum ^ zeros;
}

extern "C" __global__ void split_runs_uniform(const unsigned char *in, int n, int *out, int *marks) {
  int i = 0, zeros = 0;
  unsigned sum = 0;
  while (i < n) {
    unsigned c = in[i++];
    if (c == 0) {
      marks[zeros++] = i;
      continue;
    }
    sum = sum * 31u + c;
  }
  out[threadIdx.x] = (int)sum ^ zeros;
}
