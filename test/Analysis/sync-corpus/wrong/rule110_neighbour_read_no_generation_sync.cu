// rule110_automaton_ping_pong with the generations' barrier moved after the
// loop: in iteration g + 1 a thread writes generation g + 2 into the buffer
// that its neighbours, still in iteration g, read as generation g, and reads
// neighbours' cells of generation g + 1 they may not have written yet.
// LAUNCH: grid=1 block=256 args=cells:u8[512]:rand(0,2) out:u8[512]:zero gens:i32=40
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define CELLS 512
#define RULE 110

extern "C" __global__ void __launch_bounds__(256) rule110_neighbour_read_no_generation_sync(const unsigned char *cells,
                                                                             unsigned char *out, int gens) {
  __shared__ unsigned char buf[2][CELLS];
  const int t = threadIdx.x;
  buf[0][t] = cells[t];
  buf[0][t + 256] = cells[t + 256];
  __syncthreads();
  for (int g = 0; g < gens; ++g) {
    const unsigned char *cur = buf[g & 1];
    unsigned char *nxt = buf[(g & 1) ^ 1];
    for (int c = t; c < CELLS; c += 256) {
      int l = cur[(c + CELLS - 1) % CELLS], m = cur[c], r = cur[(c + 1) % CELLS];
      // CHECK: rule110_neighbour_read_no_generation_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      nxt[c] = (RULE >> (l * 4 + m * 2 + r)) & 1;
    }
  }
  __syncthreads();
  out[t] = buf[gens & 1][t];
  out[t + 256] = buf[gens & 1][t + 256];
}
