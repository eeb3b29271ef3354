// Stream compaction inside a block: each warp counts its kept elements with
// __ballot_sync/__popc, lane 0 parks the count in warp_total[warp], a
// barrier, thread 0 turns the counts into exclusive offsets in place, a
// barrier, and each kept element is written at its warp's offset plus the
// number of kept lanes below it.
// LAUNCH: grid=8 block=256 args=in:i32[2048]:rand(0,100) out:i32[2048]:zero counts:i32[8]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define WARPS 8

extern "C" __global__ void __launch_bounds__(256) ballot_compaction_warp_offsets(const int *in, int *out, int *counts) {
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
  __syncthreads();
  if (keep) {
    int pos = warp_total[warp] + __popc(ballot & ((1u << lane) - 1));
    out[blockIdx.x * blockDim.x + pos] = v;
  }
}
