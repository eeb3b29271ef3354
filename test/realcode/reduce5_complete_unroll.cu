// @realcode Block sum, completely unrolled for a compile-time block size (template), warp tail by shuffles.
// @let N = 1 << 26
// @let B = 256
// @buf in f32[N] uniform(-1, 1)
// @buf partial f32[N / (2 * B)] zero
// @launch block_sum_unrolled<256> grid(N / (2 * B)) block(B) args(in, partial, u32(N))
// @check partial abs=1e-4 rel=1e-5
#include <cuda_runtime.h>

// One tree level: threads below `half` fold in the partner `half` slots up. Resolved at compile time.
template <unsigned kThreads, unsigned half>
__device__ __forceinline__ void fold_level(float *s, float &acc, unsigned t) {
  if (kThreads >= 2 * half && t < half) s[t] = acc = acc + s[t + half];
  __syncthreads();
}

template <unsigned kThreads>
__global__ void block_sum_unrolled(const float *__restrict__ in, float *__restrict__ out, unsigned n) {
  __shared__ float s[kThreads];
  const unsigned t = threadIdx.x;
  const unsigned first = blockIdx.x * (2 * kThreads) + t;
  float acc = 0.0f;
  if (first < n) acc = in[first];
  if (first + kThreads < n) acc += in[first + kThreads];
  s[t] = acc;
  __syncthreads();
  fold_level<kThreads, 512>(s, acc, t);
  fold_level<kThreads, 256>(s, acc, t);
  fold_level<kThreads, 128>(s, acc, t);
  fold_level<kThreads, 64>(s, acc, t);
  if (t < 32) {
    if (kThreads >= 64) acc += s[t + 32];
    acc += __shfl_xor_sync(0xffffffffu, acc, 16);
    acc += __shfl_xor_sync(0xffffffffu, acc, 8);
    acc += __shfl_xor_sync(0xffffffffu, acc, 4);
    acc += __shfl_xor_sync(0xffffffffu, acc, 2);
    acc += __shfl_xor_sync(0xffffffffu, acc, 1);
    if (t == 0) out[blockIdx.x] = acc;
  }
}

template __global__ void block_sum_unrolled<128>(const float *__restrict__, float *__restrict__, unsigned);
template __global__ void block_sum_unrolled<256>(const float *__restrict__, float *__restrict__, unsigned);
template __global__ void block_sum_unrolled<1024>(const float *__restrict__, float *__restrict__, unsigned);
