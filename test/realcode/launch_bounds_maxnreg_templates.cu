// @realcode Occupancy annotations as tuned libraries write them: __launch_bounds__ whose bounds are template expressions (threads, min blocks per SM = 2048 / threads, and the sm_90 third argument, max blocks per cluster), __maxnreg__ on a register-capped variant, and a templated block-stride reduction instantiated for three block sizes.
// @let N = 1 << 22
// @buf x f32[N] uniform(-1, 1)
// @buf s128 f32[cdiv(N, 1024)] zero
// @buf s256 f32[cdiv(N, 1024)] zero
// @buf s512 f32[cdiv(N, 1024)] zero
// @buf capped f32[cdiv(N, 1024)] zero
// @launch block_sum<128> grid(cdiv(N, 1024)) block(128) args(x, s128, i32(N))
// @launch block_sum<256> grid(cdiv(N, 1024)) block(256) args(x, s256, i32(N))
// @launch block_sum<512> grid(cdiv(N, 1024)) block(512) args(x, s512, i32(N))
// @launch block_sum_capped grid(cdiv(N, 1024)) block(256) args(x, capped, i32(N))
// @check s128 abs=1e-4 rel=1e-5
// @check s256 abs=1e-4 rel=1e-5
// @check s512 abs=1e-4 rel=1e-5
// @check capped abs=1e-4 rel=1e-5

template <int BS>
__device__ __forceinline__ float reduce_chunk(const float *__restrict__ x, int n) {
  __shared__ float sm[BS];
  const int base = blockIdx.x * 1024;
  float acc = 0.0f;
  for (int k = threadIdx.x; k < 1024; k += BS) {
    int j = base + k;
    acc += j < n ? x[j] : 0.0f;
  }
  sm[threadIdx.x] = acc;
  __syncthreads();
#pragma unroll
  for (int s = BS / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
    __syncthreads();
  }
  return sm[0];
}

template <int BS>
__global__ void __launch_bounds__(BS, 2048 / BS, 1) block_sum(const float *__restrict__ x, float *__restrict__ out, int n) {
  float s = reduce_chunk<BS>(x, n);
  if (threadIdx.x == 0) out[blockIdx.x] = s;
}

__global__ void __maxnreg__(32) block_sum_capped(const float *__restrict__ x, float *__restrict__ out, int n) {
  float s = reduce_chunk<256>(x, n);
  if (threadIdx.x == 0) out[blockIdx.x] = s;
}

template __global__ void block_sum<128>(const float *__restrict__, float *__restrict__, int);
template __global__ void block_sum<256>(const float *__restrict__, float *__restrict__, int);
template __global__ void block_sum<512>(const float *__restrict__, float *__restrict__, int);
