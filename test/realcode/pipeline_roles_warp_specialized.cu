// @realcode Warp-specialised staging with a partitioned block-scope cuda::pipeline: make_pipeline(block, &state, role) with cuda::pipeline_role::producer for warp 0 and consumer for the other warps; the producer warp copies 4 KiB chunks of a row with cuda::memcpy_async(tile, ...) over three stages while the seven consumer warps compute a weighted row sum (each consumer thread owns a strided part of every chunk), then combine through shared memory.
// @let ROWS = 8192
// @let COLS = 8192
// @buf in f32[ROWS * COLS] uniform(-1, 1)
// @buf w f32[COLS] uniform(0, 1)
// @buf out f32[ROWS] zero
// @launch row_weighted_sum grid(ROWS) block(256) args(in, w, out, i32(COLS))
// @check out abs=1e-3 rel=1e-4
#include <cuda/pipeline>
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

constexpr int kChunk = 1024; // floats
constexpr int kStages = 3;
constexpr int kThreads = 256;
constexpr int kConsumers = kThreads - 32;

__global__ void __launch_bounds__(kThreads) row_weighted_sum(const float *__restrict__ in, const float *__restrict__ w, float *__restrict__ out, int cols) {
  __shared__ alignas(16) float stage[kStages][kChunk];
  __shared__ float partial[kConsumers];
#pragma nv_diag_suppress static_var_with_dynamic_init
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, kStages> state;
  cg::thread_block block = cg::this_thread_block();
  const bool producer = threadIdx.x < 32;
  auto role = producer ? cuda::pipeline_role::producer : cuda::pipeline_role::consumer;
  auto pipe = cuda::make_pipeline(block, &state, role);
  auto warp = cg::tiled_partition<32>(block);

  const float *row = in + (size_t)blockIdx.x * cols;
  const int chunks = cols / kChunk;
  if (producer) {
    for (int c = 0; c < chunks; ++c) {
      pipe.producer_acquire();
      cuda::memcpy_async(warp, stage[c % kStages], row + (size_t)c * kChunk, cuda::aligned_size_t<16>(sizeof(float) * kChunk), pipe);
      pipe.producer_commit();
    }
  } else {
    const int me = threadIdx.x - 32;
    float acc = 0.0f;
    for (int c = 0; c < chunks; ++c) {
      pipe.consumer_wait();
      const float *s = stage[c % kStages];
      for (int j = me; j < kChunk; j += kConsumers)
        acc += s[j] * __ldg(&w[c * kChunk + j]);
      pipe.consumer_release();
    }
    partial[me] = acc;
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    float total = 0.0f;
    for (int j = 0; j < kConsumers; ++j)
      total += partial[j];
    out[blockIdx.x] = total;
  }
}
