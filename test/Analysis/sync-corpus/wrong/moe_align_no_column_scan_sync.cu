// moe_align_expert_token_counts without the barrier after the per-expert column scans: thread
// 0 reads the last row of every column while the thread of that expert may still be summing it
// (threads 0 and 1 on tokens_cnts[16][1]).
// LAUNCH: grid=1 block=16 args=topk_ids:i32[128]:rand(0,16) sorted_token_ids:i32[368]:zero expert_ids:i32[23]:zero total_tokens_post_pad:i32[1]:zero numel:i32=128
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define NUM_EXPERTS 16
#define TILE_M 16
#define CEILDIV(a, b) (((a) + (b) - 1) / (b))

extern "C" __global__ void __launch_bounds__(NUM_EXPERTS)
moe_align_no_column_scan_sync(const int *topk_ids, int *sorted_token_ids, int *expert_ids,
                              int *total_tokens_post_pad, int numel) {
  __shared__ int tokens_cnts[NUM_EXPERTS + 1][NUM_EXPERTS];
  __shared__ int cumsum[NUM_EXPERTS + 1];
  const int t = threadIdx.x;
  const int per_thread = CEILDIV(numel, NUM_EXPERTS);
  const int start = t * per_thread;

  for (int e = 0; e < NUM_EXPERTS; ++e) tokens_cnts[t + 1][e] = 0;
  for (int i = start; i < numel && i < start + per_thread; ++i) ++tokens_cnts[t + 1][topk_ids[i]];
  __syncthreads();

  tokens_cnts[0][t] = 0;
  for (int r = 1; r <= NUM_EXPERTS; ++r) tokens_cnts[r][t] += tokens_cnts[r - 1][t];

  if (t == 0) {
    cumsum[0] = 0;
    for (int e = 1; e <= NUM_EXPERTS; ++e)
      // CHECK: moe_align_no_column_scan_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      cumsum[e] = cumsum[e - 1] + CEILDIV(tokens_cnts[NUM_EXPERTS][e - 1], TILE_M) * TILE_M;
    *total_tokens_post_pad = cumsum[NUM_EXPERTS];
  }
  __syncthreads();

  for (int i = cumsum[t]; i < cumsum[t + 1]; i += TILE_M) expert_ids[i / TILE_M] = t;
  for (int i = start; i < numel && i < start + per_thread; ++i) {
    const int e = topk_ids[i];
    const int rank = tokens_cnts[t][e] + cumsum[e];
    sorted_token_ids[rank] = i;
    ++tokens_cnts[t][e];
  }
}
