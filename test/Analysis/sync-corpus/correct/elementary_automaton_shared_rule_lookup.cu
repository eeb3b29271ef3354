// Elementary cellular automaton (any Wolfram rule, one per block), 256 cells
// on a ring: the first eight threads stage the rule's output bits in a shared
// table, and each generation looks its neighbourhood up in it (an index the
// cells decide). Generations alternate between two byte rows reached through
// row pointers, one barrier per generation.
// LAUNCH: grid=4 block=256 args=rules:u32[4]:rand(0,255) seed:u8[1024]:rand(0,1) out:u8[1024]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) elementary_automaton_shared_rule_lookup(const unsigned *rules, const unsigned char *seed,
                                                                                        unsigned char *out) {
  __shared__ unsigned char rule[8];
  __shared__ unsigned char cells[2][256];
  const int c = threadIdx.x;
  if (c < 8)
    rule[c] = (rules[blockIdx.x] >> c) & 1u;
  cells[0][c] = seed[blockIdx.x * 256 + c] & 1u;
  __syncthreads();
  for (int g = 0; g < 64; ++g) {
    const unsigned char *prev = cells[g & 1];
    unsigned char *next = cells[(g + 1) & 1];
    const int hood = (prev[(c + 255) & 255] << 2) | (prev[c] << 1) | prev[(c + 1) & 255];
    next[c] = rule[hood];
    __syncthreads();
  }
  out[blockIdx.x * 256 + c] = cells[0][c];
}
