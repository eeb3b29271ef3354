// Stream compaction of positive values: __syncthreads_count gives the block's
// total (thread 0 adds it to a global counter; each block compacts into its own slots), per-warp
// ballots give each warp's count, and a serial scan of the warp counts by
// thread 0 gives each warp its offset.
// LAUNCH: grid=8 block=256 args=in:i32[2048]:rand(-50,50) out:i32[2048]:zero counter:i32[1]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) syncthreads_count_compaction(const int *in, int *out, int *counter) {
  __shared__ int warp_count[8];
  __shared__ int warp_base[8];
  __shared__ int block_base;
  int t = threadIdx.x, lane = t % 32, warp = t / 32;
  int v = in[blockIdx.x * 256 + t];
  int keep = v > 0;
  unsigned ballot = __ballot_sync(0xffffffffu, keep);
  if (lane == 0) warp_count[warp] = __popc(ballot);
  int total = __syncthreads_count(keep);
  if (t == 0) {
    int run = 0;
    for (int w = 0; w < 8; ++w) {
      warp_base[w] = run;
      run += warp_count[w];
    }
    // Each block compacts into its own 256 slots: an atomicAdd'ed base would
    // order the blocks as they happen to run, and no two runs would agree.
    atomicAdd(counter, total);
    block_base = blockIdx.x * 256;
  }
  __syncthreads();
  if (keep) out[block_base + warp_base[warp] + __popc(ballot & ((1u << lane) - 1))] = v;
}
