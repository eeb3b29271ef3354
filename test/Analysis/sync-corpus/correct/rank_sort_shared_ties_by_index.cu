// Rank (counting) sort of one block's keys in shared memory: each thread counts the
// keys smaller than its own, ties broken by position, and stores its key at that
// rank. The ranks form a permutation of 0..blockDim.x-1, so the scatter writes every
// slot exactly once; a barrier separates the loads, the scatter and the read-back.
// A verifier that cannot prove the data-dependent ranks distinct may warn here (see
// TRIAGE.md, branch probe16).
// LAUNCH: grid=8 block=128 args=keys:i32[1024]:rand(0,50) out:i32[1024]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 128

extern "C" __global__ void __launch_bounds__(N) rank_sort_shared_ties_by_index(const int *keys, int *out) {
  __shared__ int s_in[N];
  __shared__ int s_out[N];
  const int t = threadIdx.x;
  const int mine = keys[blockIdx.x * N + t];
  s_in[t] = mine;
  __syncthreads();

  int rank = 0;
  for (int j = 0; j < N; j++) {
    int other = s_in[j];
    rank += (other < mine) || (other == mine && j < t);
  }
  s_out[rank] = mine;
  __syncthreads();
  out[blockIdx.x * N + t] = s_out[t];
}
