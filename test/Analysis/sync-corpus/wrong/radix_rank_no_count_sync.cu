// radix_rank_match_any_scatter without the barrier after the leaders' counter
// stores: threads 0-15 read every warp's counter row.
// LAUNCH: grid=2 block=256 args=out:u32[512]:zero keys:u32[512]:rand shift:i32=0
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
extern "C" __global__ void __launch_bounds__(256) radix_rank_no_count_sync(unsigned *out, const unsigned *keys, int shift) {
  __shared__ unsigned cnt[8][16];
  __shared__ unsigned tot[16];
  __shared__ unsigned sk[256];
  int t = threadIdx.x, lane = t & 31, warp = t >> 5;
  unsigned key = keys[blockIdx.x * 256 + t];
  if (t < 128) cnt[t >> 4][t & 15] = 0;
  __syncthreads();
  unsigned d = (key >> shift) & 15;
  unsigned peers = __match_any_sync(0xffffffffu, d);
  unsigned below = __popc(peers & ((1u << lane) - 1));
  if (below == 0) cnt[warp][d] = __popc(peers);
  if (t < 16) {
    unsigned run = 0;
    for (int w = 0; w < 8; w++) {
      // CHECK: radix_rank_no_count_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      unsigned c = cnt[w][t];
      cnt[w][t] = run;
      run += c;
    }
    tot[t] = run;
  }
  __syncthreads();
  if (t == 0) {
    unsigned run = 0;
    for (int k = 0; k < 16; k++) {
      unsigned c = tot[k];
      tot[k] = run;
      run += c;
    }
  }
  __syncthreads();
  sk[tot[d] + cnt[warp][d] + below] = key;
  __syncthreads();
  out[blockIdx.x * 256 + t] = sk[t];
}
