// @realcode Scoped atomics and block-wide predicate barriers as histogram and early-exit search code uses them: atomicAdd_block/atomicMax_block/atomicMin_block/atomicOr_block on shared and global words, atomicAdd_system on a host-visible counter, __threadfence_block, and __syncthreads_count/__syncthreads_and/__syncthreads_or to vote across the block.
// @let N = 1 << 22
// @buf x i32[N] uniform(-1000, 1000)
// @buf blk i32[N / 256 * 4] zero
// @buf gmax i32[1] fill(-2147483647)
// @buf sys u32[1] zero
// @launch block_votes grid(N / 256) block(256) args(x, blk, gmax, sys)
// @check blk exact
// @check gmax exact
// @check sys exact

__global__ void block_votes(const int *__restrict__ x, int *__restrict__ blk, int *gmax, unsigned *sys) {
  __shared__ int s_max, s_min;
  __shared__ unsigned s_bits;
  __shared__ int s_sum;
  if (threadIdx.x == 0) { s_max = -2147483647; s_min = 2147483647; s_bits = 0; s_sum = 0; }
  __syncthreads();
  int v = x[blockIdx.x * blockDim.x + threadIdx.x];
  atomicMax_block(&s_max, v);
  atomicMin_block(&s_min, v);
  atomicOr_block(&s_bits, 1u << ((unsigned)(v + 1000) % 32u));
  atomicAdd_block(&s_sum, v);
  __threadfence_block();
  int positives = __syncthreads_count(v > 0);
  int all_small = __syncthreads_and(v > -990 && v < 990);
  int any_zero = __syncthreads_or(v == 0);
  if (threadIdx.x == 0) {
    int *o = blk + 4 * blockIdx.x;
    o[0] = s_max - s_min;
    o[1] = (int)s_bits;
    o[2] = s_sum;
    o[3] = positives * 4 + all_small * 2 + any_zero;
    atomicMax(gmax, s_max);
    atomicAdd_system(sys, (unsigned)positives);
  }
}
