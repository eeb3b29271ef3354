// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
// 2-D kernels have no thread tables of their own; a value computed from
// threadIdx.x/y is judged under every candidate block shape (warps are runs
// of 32 linear thread ids). The flat index `threadIdx.y * 16 + threadIdx.x`
// (cub::BlockReduce<T, 16, BLOCK_REDUCE_RAKING, 8>'s linear_tid) makes
// blockDim.x == 16 the only candidate row length, and `linear < 32` holds in
// whole warps under all of them. A witness for a warp collective names two
// threads of one warp.

// No diagnostic: warp 0 (rows 0 and 1) runs the warp reduction.
__global__ void __launch_bounds__(128) raking_warp_16x8(double *out) {
  __shared__ double partial[128];
  unsigned linear = threadIdx.y * 16 + threadIdx.x;
  partial[linear] = out[linear];
  __syncthreads();
  if (linear < 32) {
    double v = partial[linear] + partial[linear + 32] + partial[linear + 64] + partial[linear + 96];
    for (int o = 16; o > 0; o >>= 1)
      v += __shfl_down_sync(0xffffffffu, v, o);
    __syncwarp();
    if (linear == 0)
      out[0] = v;
  }
}

// Lanes 0..23 of warp 0 only: divergent, the witness is in warp 0.
__global__ void __launch_bounds__(128) partial_warp_16x8(double *out) {
  unsigned linear = threadIdx.y * 16 + threadIdx.x;
  double v = out[linear];
  if (linear < 24)
    // CHECK: flat-row-shape-uniformity.cu:[[@LINE+1]]:{{.*}}: error: warp shuffle with a full lane mask is reached under lane-dependent control flow{{.*}}(with a 16x8 block, threads (0,0) and (8,1) disagree on it)
    v += __shfl_down_sync(0xffffffffu, v, 1);
  out[linear] = v;
}

// Warp 1 splits at thread 48; warp 0 agrees. The pair is (0,2) and (0,3)
// (threads 32 and 48), not thread 0 of another warp.
__global__ void __launch_bounds__(128) second_warp_splits(double *out) {
  unsigned linear = threadIdx.y * 16 + threadIdx.x;
  double v = out[linear];
  if (linear < 48)
    // CHECK: flat-row-shape-uniformity.cu:[[@LINE+1]]:{{.*}}: error: {{.*}}(with a 16x8 block, threads (0,2) and (0,3) disagree on it)
    v += __shfl_xor_sync(0xffffffffu, v, 1);
  out[linear] = v;
}
