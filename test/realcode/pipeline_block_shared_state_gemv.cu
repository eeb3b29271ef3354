// @realcode Matrix-vector product y = A x with a column-major A (one row per thread, coalesced across the block) and x staged in 256-element chunks through a block-scope cuda::pipeline (cuda::pipeline_shared_state<cuda::thread_scope_block, 2>, make_pipeline(block, &state)): the block's collective cuda::memcpy_async(block, ...) fills the next stage while the threads consume the current one.
// @let M = 1 << 15
// @let K = 1024
// @let B = 256
// @buf A f32[M * K] uniform(-1, 1)
// @buf x f32[K] uniform(-1, 1)
// @buf y f32[M] zero
// @launch gemv_pipelined grid(M / B) block(B) args(A, x, y, i32(M), i32(K))
// @check y abs=1e-3 rel=1e-4
#include <cuda/pipeline>
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

constexpr int kChunk = 256;
constexpr int kStages = 2;

__global__ void gemv_pipelined(const float *__restrict__ A, const float *__restrict__ x, float *__restrict__ y, int m, int k) {
  __shared__ alignas(16) float xs[kStages][kChunk];
#pragma nv_diag_suppress static_var_with_dynamic_init
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, kStages> state;
  cg::thread_block block = cg::this_thread_block();
  auto pipe = cuda::make_pipeline(block, &state);

  const int row = blockIdx.x * blockDim.x + threadIdx.x;
  const int chunks = k / kChunk;
  int fetched = 0;
  for (; fetched < kStages && fetched < chunks; ++fetched) {
    pipe.producer_acquire();
    cuda::memcpy_async(block, xs[fetched % kStages], x + fetched * kChunk, cuda::aligned_size_t<16>(sizeof(float) * kChunk), pipe);
    pipe.producer_commit();
  }

  float acc = 0.0f;
  for (int c = 0; c < chunks; ++c) {
    pipe.consumer_wait();
    const float *xc = xs[c % kStages];
    const float *col = A + (size_t)c * kChunk * m + row;
#pragma unroll 8
    for (int j = 0; j < kChunk; ++j)
      acc += col[(size_t)j * m] * xc[j];
    pipe.consumer_release();
    if (fetched < chunks) {
      pipe.producer_acquire();
      cuda::memcpy_async(block, xs[fetched % kStages], x + fetched * kChunk, cuda::aligned_size_t<16>(sizeof(float) * kChunk), pipe);
      pipe.producer_commit();
      ++fetched;
    }
  }
  if (row < m)
    y[row] = acc;
}
