// List ranking by pointer jumping (Wyllie) for one linked list of 256 nodes per block: each
// node's successor comes from global memory (a successor outside the block's list marks the tail). Every step reads the
// successor's rank and successor (data-dependent places), a barrier, then each thread writes
// its own node; after log2(256) = 8 steps rank[t] is the distance to the tail.
// LAUNCH: grid=4 block=256 args=succ:i32[1024]:iota(1,1) rank_out:i32[1024]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) list_ranking_pointer_jumping(const int *succ, int *rank_out) {
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
    __syncthreads();
    rank[t] = r;
    next[t] = nn;
    __syncthreads();
  }
  rank_out[blockIdx.x * 256 + t] = rank[t];
}
