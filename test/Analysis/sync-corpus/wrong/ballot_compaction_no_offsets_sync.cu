// ballot_compaction_no_offsets_sync without the barrier after thread 0 turns
// the warp counts into offsets: warp 1 reads warp_total[1] while thread 0
// may still be rewriting it.
// LAUNCH: grid=8 block=256 args=in:i32[2048]:rand(0,100) out:i32[2048]:zero counts:i32[8]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define WARPS 8

extern "C" __global__ void __launch_bounds__(256) ballot_compaction_no_offsets_sync(const int *in, int *out, int *counts) {
  __shared__ int warp_total[WARPS];
  int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
  int v = in[blockIdx.x * blockDim.x + tid];
  bool keep = (v & 1) == 0;
  unsigned ballot = __ballot_sync(0xffffffffu, keep);
  if (lane == 0) warp_total[warp] = __popc(ballot);
  __syncthreads();
  if (tid == 0) {
    int run = 0;
    for (int w = 0; w < WARPS; ++w) {
      int c = warp_total[w];
      warp_total[w] = run;
      run += c;
    }
    counts[blockIdx.x] = run;
  }
  if (keep) {
    // CHECK: ballot_compaction_no_offsets_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-6]]{{(,|$)}}
    int pos = warp_total[warp] + __popc(ballot & ((1u << lane) - 1));
    out[blockIdx.x * blockDim.x + pos] = v;
  }
}
