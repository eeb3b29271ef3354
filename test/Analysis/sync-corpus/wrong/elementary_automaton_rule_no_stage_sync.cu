// elementary_automaton_shared_rule_lookup without the barrier after the
// block stages the rule table and the seed row: generation 0 reads the
// neighbours' cells (thread 32 reads cell 31, stored by warp 0) and looks
// the rule up (rule[hood], an entry the cells pick) before they are stored.
// LAUNCH: grid=4 block=256 args=rules:u32[4]:rand(0,255) seed:u8[1024]:rand(0,1) out:u8[1024]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) elementary_automaton_rule_no_stage_sync(const unsigned *rules, const unsigned char *seed,
                                                                                        unsigned char *out) {
  __shared__ unsigned char rule[8];
  __shared__ unsigned char cells[2][256];
  const int c = threadIdx.x;
  if (c < 8)
    rule[c] = (rules[blockIdx.x] >> c) & 1u;
  cells[0][c] = seed[blockIdx.x * 256 + c] & 1u;
  for (int g = 0; g < 64; ++g) {
    const unsigned char *prev = cells[g & 1];
    unsigned char *next = cells[(g + 1) & 1];
    // CHECK: elementary_automaton_rule_no_stage_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    const int hood = (prev[c] << 1) | prev[(c + 1) & 255] | (prev[(c + 255) & 255] << 2);
    next[c] = rule[hood];
    __syncthreads();
  }
  out[blockIdx.x * 256 + c] = cells[0][c];
}
