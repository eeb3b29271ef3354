// list_ranking_pointer_jumping without the barrier between reading the successor's fields and
// overwriting one's own: thread t may overwrite rank[t] and next[t] while thread t - 1 still
// reads them as its successor's.
// LAUNCH: grid=4 block=256 args=succ:i32[1024]:iota(1,1) rank_out:i32[1024]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) list_ranking_no_read_write_sync(const int *succ, int *rank_out) {
  __shared__ int next[256];
  __shared__ int rank[256];
  const int t = threadIdx.x;
  int s = succ[blockIdx.x * 256 + t] - blockIdx.x * 256;
  if (s < 0 || s > 255)
    s = t; // the tail
  next[t] = s;
  rank[t] = s == t ? 0 : 1;
  __syncthreads();
  for (int step = 0; step < 8; ++step) {
    const int n = next[t];
    const int r = rank[t] + rank[n];
    const int nn = next[n];
    // The readers' places come from the successors (data): a warning may do.
    // CHECK: list_ranking_no_read_write_sync.cu:[[@LINE+1]]: {{error|warning}} race
    rank[t] = r;
    next[t] = nn;
    __syncthreads();
  }
  rank_out[blockIdx.x * 256 + t] = rank[t];
}
