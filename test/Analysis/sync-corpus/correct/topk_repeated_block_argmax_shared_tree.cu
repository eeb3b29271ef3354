// Top-K of a 256-element segment by K rounds of a block-wide argmax: the values
// are staged in shared memory, each round runs a shared-memory tree over
// (value, index) pairs (a tie goes to the smaller index), thread 0 records the
// winner and knocks it out of the staged values at the index the tree found,
// and the barrier after it opens the next round.
// LAUNCH: grid=4 block=256 args=x:f32[1024]:rand idx:i32[32]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 256
#define K 8

extern "C" __global__ void __launch_bounds__(N) topk_repeated_block_argmax_shared_tree(const float *x, int *topk) {
  __shared__ float vals[N];
  __shared__ float tv[N];
  __shared__ int ti[N];
  const int t = threadIdx.x;
  vals[t] = x[blockIdx.x * N + t];
  __syncthreads();
  for (int r = 0; r < K; ++r) {
    tv[t] = vals[t];
    ti[t] = t;
    __syncthreads();
    for (int s = N / 2; s > 0; s >>= 1) {
      if (t < s) {
        const float ov = tv[t + s];
        const int oi = ti[t + s];
        if (ov > tv[t] || (ov == tv[t] && oi < ti[t])) {
          tv[t] = ov;
          ti[t] = oi;
        }
      }
      __syncthreads();
    }
    if (t == 0) {
      topk[blockIdx.x * K + r] = ti[0];
      vals[ti[0]] = -1e30f;
    }
    __syncthreads();
  }
}
