// topk_repeated_block_argmax_shared_tree without the barrier that closes a
// round: thread 0 knocks the winner out of vals[] at the index the tree found
// while the other threads already restage vals[] for the next round, so the
// winner's thread may read its value before thread 0 overwrites it and pick
// the same winner again. Which thread that is depends on the data (the index
// is loaded from ti[0]), so the verdict may be a warning.
// LAUNCH: grid=4 block=256 args=x:f32[1024]:rand idx:i32[32]:zero
// RUN: kilnc %s --arch=sm_90 -o /dev/null 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 256
#define K 8

extern "C" __global__ void __launch_bounds__(N) topk_knockout_no_round_sync(const float *x, int *topk) {
  __shared__ float vals[N];
  __shared__ float tv[N];
  __shared__ int ti[N];
  const int t = threadIdx.x;
  vals[t] = x[blockIdx.x * N + t];
  __syncthreads();
  for (int r = 0; r < K; ++r) {
    // CHECK: topk_knockout_no_round_sync.cu:[[@LINE+1]]: {{error|warning}} race
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
  }
}
