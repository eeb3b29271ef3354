// RUN: kilnc %s --arch=sm_90 --sync-check=off --emit=simt -o %t.mlir
// RUN: kiln-opt %t.mlir '--simt-verify-sync=report-search-work' -o /dev/null 2>&1 | FileCheck %s
// Issue 11, item 4 (branch sync28): the work of the race analysis' counter
// search, bounded on a reduced correct/flash_attention_minimal_tiles (rows of
// `d` and arrays carved at multiples of `Bc * d`, both kernel arguments).
// Before HazardCarvedRows.cpp the search tried every power of two of d and Bc
// with every value of the column counters: about 200000 combinations and 7 s
// on the full kernel, then warnings. Now the layout rules decide these pairs
// first; the count below must stay in three digits (a few tens today).
// (The same counts are simt-verify-sync's -mlir-pass-statistics in LLVM builds
// with statistics.)
// CHECK: remark: simt-verify-sync: {{[0-9]?[0-9]?[0-9]}} counter searches, {{[0-9]?[0-9]?[0-9]}} combinations, 0 over budget
// CHECK-NOT: warning
extern "C" __global__ void tiles(const float *Q, const float *K, float *O, int d, int Tc, int Bc) {
  const int tx = threadIdx.x;
  extern __shared__ float sram[];
  const int tile = Bc * d;
  float *Qi = sram;
  float *Kj = &sram[tile];
  float *S = &sram[tile * 2];
  for (int j = 0; j < Tc; j++) {
    for (int x = 0; x < d; x++) {
      Kj[tx * d + x] = K[tile * j + tx * d + x];
      Qi[tx * d + x] = Q[tile * j + tx * d + x];
    }
    __syncthreads();
    for (int y = 0; y < Bc; y++) {
      float sum = 0;
      for (int x = 0; x < d; x++)
        sum += Qi[tx * d + x] * Kj[y * d + x];
      S[Bc * tx + y] = sum;
    }
    float acc = 0;
    for (int y = 0; y < Bc; y++)
      acc += S[Bc * tx + y];
    O[tile * j + tx] = acc;
    __syncthreads();
  }
}
