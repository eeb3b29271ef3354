// @realcode Skip-connection layer norms in the shape TensorRT's open-source BERT plugins write them: a cub::KeyValuePair<R, R> carrying (sum of x/n, sum of x*x/n) reduced in one cub::BlockReduce pass with a custom pair-sum functor, mean and reciprocal deviation published through __shared__ scalars by thread 0, a kernel template on <T, TPB> with a nullable bias pointer, a half-precision variant that accumulates in float and packs two halves per thread through __half2 loads (the "small" kernel: one vector per thread kept in registers between the reduction and the write), and an RMS-norm sibling whose pair carries only the square sum.
// @let ROWS = 8192
// @let LD = 768
// @buf input f32[ROWS * LD] uniform(-2, 2)
// @buf skip f32[ROWS * LD] uniform(-1, 1)
// @buf beta f32[LD] uniform(-0.1, 0.1)
// @buf gamma f32[LD] uniform(0.8, 1.2)
// @buf bias f32[LD] uniform(-0.2, 0.2)
// @buf out f32[ROWS * LD] zero
// @buf hin f16[ROWS * LD] uniform(-2, 2)
// @buf hskip f16[ROWS * LD] uniform(-1, 1)
// @buf hout f16[ROWS * LD] zero
// @buf rms f32[ROWS * LD] zero
// @launch plugin::skipLayerNormKernel<float, 256> grid(ROWS) block(256) args(i32(LD), input, skip, beta, gamma, out, bias)
// @launch plugin::skipLayerNormKernelSmallHalf2<384> grid(ROWS) block(384) args(i32(LD), hin, hskip, beta, gamma, hout)
// @launch plugin::skipRmsNormKernel<128> grid(ROWS) block(128) args(i32(LD), input, skip, gamma, rms)
// @check out abs=1e-4 rel=1e-4
// @check hout abs=4e-3 rel=4e-3
// @check rms abs=1e-4 rel=1e-4
#include <cstdint>
#include <cub/cub.cuh>
#include <cuda_fp16.h>

namespace plugin {

template <typename R> using kvp = cub::KeyValuePair<R, R>;

template <typename R> struct PairSum {
  __host__ __device__ __forceinline__ kvp<R> operator()(kvp<R> const &a, kvp<R> const &b) const {
    return kvp<R>(a.key + b.key, a.value + b.value);
  }
};

// Reduces (mean part, square part) over the block; thread 0 turns them into mu and 1/sigma.
template <typename R, int32_t TPB>
__device__ inline void blockMoments(kvp<R> const &partial, R &mu, R &rsigma) {
  using BlockReduce = cub::BlockReduce<kvp<R>, TPB>;
  __shared__ typename BlockReduce::TempStorage tmp;
  __shared__ R sMu;
  __shared__ R sRsigma;
  kvp<R> const total = BlockReduce(tmp).Reduce(partial, PairSum<R>());
  if (threadIdx.x == 0) {
    sMu = total.key;
    sRsigma = rsqrtf(fmaxf(total.value - total.key * total.key, R(0)) + R(1e-5));
  }
  __syncthreads();
  mu = sMu;
  rsigma = sRsigma;
}

template <typename T, int32_t TPB>
__global__ void skipLayerNormKernel(int32_t ld, T const *input, T const *skip, T const *beta, T const *gamma, T *output, T const *bias) {
  T const rld = T(1) / T(ld);
  int32_t const offset = blockIdx.x * ld;
  kvp<T> acc(T(0), T(0));
  for (int32_t i = threadIdx.x; i < ld; i += TPB) {
    int32_t const idx = offset + i;
    T v = input[idx] + skip[idx];
    if (bias != nullptr) v += bias[i];
    T const scaled = rld * v;
    acc = PairSum<T>()(acc, kvp<T>(scaled, scaled * v));
    output[idx] = v;
  }
  T mu, rsigma;
  blockMoments<T, TPB>(acc, mu, rsigma);
  for (int32_t i = threadIdx.x; i < ld; i += TPB) {
    int32_t const idx = offset + i;
    output[idx] = gamma[i] * (output[idx] - mu) * rsigma + beta[i];
  }
}

// ld == 2 * TPB: each thread owns one __half2 of the row from load to store.
template <int32_t TPB>
__global__ void skipLayerNormKernelSmallHalf2(int32_t ld, __half const *input, __half const *skip, float const *beta, float const *gamma, __half *output) {
  float const rld = 1.f / float(ld);
  int32_t const offset = blockIdx.x * ld;
  int32_t const col = 2 * threadIdx.x;
  kvp<float> acc(0.f, 0.f);
  float2 v = make_float2(0.f, 0.f);
  if (col < ld) {
    __half2 const a = *reinterpret_cast<__half2 const *>(input + offset + col);
    __half2 const b = *reinterpret_cast<__half2 const *>(skip + offset + col);
    v = __half22float2(__hadd2(a, b));
    acc = kvp<float>(rld * (v.x + v.y), rld * (v.x * v.x + v.y * v.y));
  }
  float mu, rsigma;
  blockMoments<float, TPB>(acc, mu, rsigma);
  if (col < ld) {
    float2 const y = make_float2(gamma[col] * (v.x - mu) * rsigma + beta[col], gamma[col + 1] * (v.y - mu) * rsigma + beta[col + 1]);
    *reinterpret_cast<__half2 *>(output + offset + col) = __float22half2_rn(y);
  }
}

template <int32_t TPB>
__global__ void skipRmsNormKernel(int32_t ld, float const *input, float const *skip, float const *gamma, float *output) {
  float const rld = 1.f / float(ld);
  int32_t const offset = blockIdx.x * ld;
  kvp<float> acc(0.f, 0.f);
  for (int32_t i = threadIdx.x; i < ld; i += TPB) {
    float const v = input[offset + i] + skip[offset + i];
    acc.value += rld * v * v;
    output[offset + i] = v;
  }
  using BlockReduce = cub::BlockReduce<kvp<float>, TPB>;
  __shared__ typename BlockReduce::TempStorage tmp;
  __shared__ float sScale;
  kvp<float> const total = BlockReduce(tmp).Reduce(acc, PairSum<float>());
  if (threadIdx.x == 0) sScale = rsqrtf(total.value + 1e-6f);
  __syncthreads();
  for (int32_t i = threadIdx.x; i < ld; i += TPB) output[offset + i] = gamma[i] * output[offset + i] * sScale;
}

template __global__ void skipLayerNormKernel<float, 256>(int32_t, float const *, float const *, float const *, float const *, float *, float const *);
template __global__ void skipLayerNormKernelSmallHalf2<384>(int32_t, __half const *, __half const *, float const *, float const *, __half *);
template __global__ void skipRmsNormKernel<128>(int32_t, float const *, float const *, float const *, float *);

} // namespace plugin
