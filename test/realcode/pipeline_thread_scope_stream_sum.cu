// @realcode Grid-stride streaming with a per-thread cuda::pipeline (cuda::make_pipeline(), thread scope, two stages): each thread prefetches its next float4 into its own shared-memory slot with cuda::memcpy_async between producer_acquire()/producer_commit() while it consumes the previous one between consumer_wait()/consumer_release(); the per-thread sums of squares and cubes are written out.
// @let N = 1 << 24
// @let B = 256
// @let G = 1056
// @buf in f32[N] uniform(-1, 1)
// @buf sq f32[G * B] zero
// @buf cu f32[G * B] zero
// @launch stream_moments grid(G) block(B) args(in, sq, cu, i32(N / 4))
// @check sq abs=1e-3 rel=1e-5
// @check cu abs=1e-3 rel=1e-5
#include <cuda/pipeline>

constexpr int kBlock = 256;
constexpr int kStages = 2;

__global__ void stream_moments(const float4 *__restrict__ in, float *__restrict__ sq, float *__restrict__ cu, int n4) {
  __shared__ float4 stage[kStages][kBlock];
  cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
  const int stride = gridDim.x * blockDim.x;
  int fetch = blockIdx.x * blockDim.x + threadIdx.x;

  // Fill the pipeline.
  for (int s = 0; s < kStages; ++s) {
    pipe.producer_acquire();
    if (fetch < n4)
      cuda::memcpy_async(&stage[s][threadIdx.x], &in[fetch], cuda::aligned_size_t<16>(sizeof(float4)), pipe);
    pipe.producer_commit();
    fetch += stride;
  }

  float s2 = 0.0f, s3 = 0.0f;
  int slot = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n4; i += stride) {
    pipe.consumer_wait();
    float4 v = stage[slot][threadIdx.x];
    pipe.consumer_release();
    s2 += v.x * v.x + v.y * v.y + v.z * v.z + v.w * v.w;
    s3 += v.x * v.x * v.x + v.y * v.y * v.y + v.z * v.z * v.z + v.w * v.w * v.w;

    pipe.producer_acquire();
    if (fetch < n4)
      cuda::memcpy_async(&stage[slot][threadIdx.x], &in[fetch], cuda::aligned_size_t<16>(sizeof(float4)), pipe);
    pipe.producer_commit();
    fetch += stride;
    slot = (slot + 1) % kStages;
  }
  const int out = blockIdx.x * blockDim.x + threadIdx.x;
  sq[out] = s2;
  cu[out] = s3;
}
