// LLVM's runtime unroller (NVPTX enables it) also unrolls a loop that
// contains another loop when the pair is small: the LZ77 match search below
// became four copies of the inner `while` under one outer iteration, with a
// remainder loop holding a fifth. nvcc unrolls only innermost loops by a
// run-time count and leaves this one rolled (RuntimeUnrollHints.cpp marks
// such loops llvm.loop.unroll.runtime.disable). realcode
// lz77_token_chunk_decompress's encoder, 0.43x nvcc's speed on the H100,
// spends its time in this search (`off` unrolled by 2 there).
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s < %t.ptx
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

// One copy of the search: two byte loads in the whole kernel.
// CHECK-LABEL: .entry _Z12longest_backPKhPii(
// CHECK-COUNT-2: ld.global.nc.b8
// CHECK-NOT: ld.global
// CHECK: ret;
__global__ void longest_back(const unsigned char *__restrict__ a, int *out, int n) {
  int best = 0;
  for (int off = 1; off <= 255 && off <= n; ++off) {
    int l = 0;
    while (l < n && a[l] == a[l + off] && l < 100)
      ++l;
    best = l > best ? l : best;
  }
  out[threadIdx.x] = best;
}
