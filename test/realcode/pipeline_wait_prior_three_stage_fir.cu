// @realcode Per-thread three-stage prefetch with cuda::pipeline (thread scope) and cuda::pipeline_consumer_wait_prior<N>: each thread owns a contiguous segment of a long signal and runs a 5-tap FIR over it in float4 blocks, keeping two copies in flight ahead of the one it consumes; the tail of the pipeline drains with wait_prior<1> and <0>.
// @let SEG = 512
// @let T = 1 << 15
// @let B = 128
// @buf in f32[T * SEG + 8] uniform(-1, 1)
// @buf out f32[T * SEG] zero
// @launch fir5_prefetch grid(T / B) block(B) args(in, out, i32(SEG))
// @check out abs=1e-6 rel=1e-5
#include <cuda/pipeline>

constexpr int kBlock = 128;
constexpr int kStages = 3;

__device__ __forceinline__ float tap(float a, float b, float c, float d, float e) {
  return 0.1f * a + 0.2f * b + 0.4f * c + 0.2f * d + 0.1f * e;
}

__global__ void fir5_prefetch(const float *__restrict__ in, float *__restrict__ out, int seg) {
  // Each stage holds two float4: the block being filtered and the next one (the taps look ahead 4).
  __shared__ float4 buf[kStages][kBlock][2];
  auto pipe = cuda::make_pipeline();
  const size_t start = ((size_t)blockIdx.x * kBlock + threadIdx.x) * seg;
  const int blocks = seg / 4;

  auto issue = [&](int b) {
    pipe.producer_acquire();
    if (b < blocks)
      cuda::memcpy_async(buf[b % kStages][threadIdx.x], in + start + 4 * b, cuda::aligned_size_t<16>(2 * sizeof(float4)), pipe);
    pipe.producer_commit();
  };
  for (int b = 0; b < kStages; ++b)
    issue(b);
  for (int b = 0; b < blocks; ++b) {
    cuda::pipeline_consumer_wait_prior<kStages - 1>(pipe);
    float4 a = buf[b % kStages][threadIdx.x][0];
    float4 n = buf[b % kStages][threadIdx.x][1];
    pipe.consumer_release();
    float4 r;
    r.x = tap(a.x, a.y, a.z, a.w, n.x);
    r.y = tap(a.y, a.z, a.w, n.x, n.y);
    r.z = tap(a.z, a.w, n.x, n.y, n.z);
    r.w = tap(a.w, n.x, n.y, n.z, n.w);
    reinterpret_cast<float4 *>(out + start)[b] = r;
    issue(b + kStages);
  }
  cuda::pipeline_consumer_wait_prior<0>(pipe);
}
