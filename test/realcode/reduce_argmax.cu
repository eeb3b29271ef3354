// @realcode Arg-max of a vector: (value, index) pairs reduced per warp with shuffles, per block in shared memory, then a second single-block pass.
// @let N = 1 << 25
// @let B = 256
// @let G = 512
// @buf in f32[N] uniform(-100, 100)
// @buf block_val f32[G] zero
// @buf block_idx i32[G] zero
// @buf result i32[1] zero
// @launch argmax_blocks grid(G) block(B) args(in, block_val, block_idx, i32(N))
// @launch argmax_final grid(1) block(B) args(block_val, block_idx, result, i32(G))
// @check result exact
// @check block_idx exact
#include <cuda_runtime.h>
#include <float.h>

struct ValIdx {
  float val;
  int idx;
};

__device__ __forceinline__ ValIdx better(ValIdx a, ValIdx b) {
  // Ties go to the smaller index, so the answer does not depend on the order of the reduction.
  if (b.val > a.val || (b.val == a.val && b.idx < a.idx)) return b;
  return a;
}

__device__ ValIdx warpArgmax(ValIdx v) {
  for (int off = 16; off > 0; off >>= 1) {
    ValIdx o;
    o.val = __shfl_down_sync(0xffffffff, v.val, off);
    o.idx = __shfl_down_sync(0xffffffff, v.idx, off);
    v = better(v, o);
  }
  return v;
}

__device__ ValIdx blockArgmax(ValIdx v) {
  __shared__ ValIdx warpBest[32];
  int lane = threadIdx.x & 31, wid = threadIdx.x >> 5;
  v = warpArgmax(v);
  if (lane == 0) warpBest[wid] = v;
  __syncthreads();
  if (wid == 0) {
    ValIdx none = {-FLT_MAX, 0x7fffffff};
    v = (lane < (blockDim.x + 31) / 32) ? warpBest[lane] : none;
    v = warpArgmax(v);
  }
  return v;
}

__global__ void argmax_blocks(const float *in, float *block_val, int *block_idx, int n) {
  ValIdx best = {-FLT_MAX, 0x7fffffff};
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    ValIdx c = {in[i], i};
    best = better(best, c);
  }
  best = blockArgmax(best);
  if (threadIdx.x == 0) {
    block_val[blockIdx.x] = best.val;
    block_idx[blockIdx.x] = best.idx;
  }
}

__global__ void argmax_final(const float *block_val, const int *block_idx, int *result, int nblocks) {
  ValIdx best = {-FLT_MAX, 0x7fffffff};
  for (int i = threadIdx.x; i < nblocks; i += blockDim.x) {
    ValIdx c = {block_val[i], block_idx[i]};
    best = better(best, c);
  }
  best = blockArgmax(best);
  if (threadIdx.x == 0) *result = best.idx;
}
