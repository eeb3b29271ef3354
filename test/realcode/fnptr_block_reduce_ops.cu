// @realcode One block-reduction routine for several reductions, parameterised by a binary operator passed as a function pointer (typedef float (*binop)(float, float)) to a __device__ helper that shuffles within warps and combines warps through shared memory, the way C-style CUDA code shares one reduction among sum, max, min and sum of squares. The pointer's target is known at each call, so both compilers call directly.
// @let N = 1 << 24
// @let BLOCKS = 1024
// @buf in f32[N] uniform(-4, 4)
// @buf sums f32[BLOCKS] zero
// @buf maxs f32[BLOCKS] zero
// @buf mins f32[BLOCKS] zero
// @buf sumsq f32[BLOCKS] zero
// @launch block_stats grid(BLOCKS) block(256) args(in, sums, maxs, mins, sumsq, i32(N))
// @check sums abs=1e-3 rel=1e-5
// @check maxs exact
// @check mins exact
// @check sumsq abs=1e-3 rel=1e-5
typedef float (*binop)(float, float);

__device__ float op_add(float a, float b) { return a + b; }
__device__ float op_max(float a, float b) { return fmaxf(a, b); }
__device__ float op_min(float a, float b) { return fminf(a, b); }

__device__ float block_reduce(float v, binop op, float identity, float *scratch) {
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  for (int off = 16; off > 0; off >>= 1)
    v = op(v, __shfl_down_sync(0xffffffffu, v, off));
  if (lane == 0)
    scratch[warp] = v;
  __syncthreads();
  v = threadIdx.x < blockDim.x / 32 ? scratch[lane] : identity;
  if (warp == 0)
    for (int off = 16; off > 0; off >>= 1)
      v = op(v, __shfl_down_sync(0xffffffffu, v, off));
  __syncthreads();  // scratch is reused by the next reduction
  return v;
}

__global__ void block_stats(const float *in, float *sums, float *maxs, float *mins, float *sumsq, int n) {
  __shared__ float scratch[32];
  float s = 0.0f, hi = -INFINITY, lo = INFINITY, sq = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    float x = in[i];
    s += x;
    hi = fmaxf(hi, x);
    lo = fminf(lo, x);
    sq = fmaf(x, x, sq);
  }
  s = block_reduce(s, op_add, 0.0f, scratch);
  hi = block_reduce(hi, op_max, -INFINITY, scratch);
  lo = block_reduce(lo, &op_min, INFINITY, scratch);
  sq = block_reduce(sq, op_add, 0.0f, scratch);
  if (threadIdx.x == 0) {
    sums[blockIdx.x] = s;
    maxs[blockIdx.x] = hi;
    mins[blockIdx.x] = lo;
    sumsq[blockIdx.x] = sq;
  }
}
