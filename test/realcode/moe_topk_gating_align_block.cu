// @realcode Mixture-of-experts routing kernels in the vLLM/SGLang style: topkGatingSoftmax<VPT, NUM_EXPERTS, WARPS_PER_CTA, BYTES_PER_LDG> (a row of expert logits split over a few lanes, AlignedArray<float, N> vector loads, row max/sum by __shfl_xor_sync over the lanes of a row, k rounds of argmax with lowest-index tie-break and the winner masked out, renormalised weights), moe_align_block_size_kernel with per-thread expert counters in a shared tokens_cnts[(threads + 1) * num_experts] table, a column prefix sum, cumsum padded to the block size, deterministic placement of every token into sorted_token_ids, and the expert id of each block; plus the CEILDIV macro and a host dispatch switch over the expert count.
// @let T = 1 << 16
// @let E = 64
// @let K = 4
// @let BLOCKM = 64
// @let MAXPAD = T * K + E * (BLOCKM - 1)
// @buf gating f32[T * E] uniform(-5, 5)
// @buf topk_w f32[T * K] zero
// @buf topk_ids i32[T * K] zero
// @buf source_rows i32[T * K] zero
// @buf sorted_ids i32[MAXPAD] zero
// @buf expert_ids i32[cdiv(MAXPAD, BLOCKM)] fill(-1)
// @buf num_post_pad i32[1] zero
// @launch vllm::moe::topkGatingSoftmax<4, 64, 4, 16> grid(T / 8) block(32, 4) args(gating, topk_w, i32(T), topk_ids, source_rows, i32(K), i32(0), i32(E), u8(1))
// @launch vllm::moe::moe_align_block_size_kernel<int> grid(1) block(64) shared((65 * 64 + 65) * 4) args(topk_ids, sorted_ids, expert_ids, num_post_pad, i32(E), i32(BLOCKM), i64(T * K))
// @check topk_w rel=1e-5 abs=1e-6
// @check topk_ids exact
// @check source_rows exact
// @check sorted_ids exact
// @check expert_ids exact
// @check num_post_pad exact
#include <cfloat>
#include <cstdint>
#include <cuda_runtime.h>

#define CEILDIV(x, y) (((x) + (y) - 1) / (y))
#define WARP_SIZE 32

namespace vllm {
namespace moe {

template <typename T, int N, int Alignment = sizeof(T) * N>
class alignas(Alignment) AlignedArray {
  T data[N];
};

template <int VPT, int NUM_EXPERTS, int WARPS_PER_CTA, int BYTES_PER_LDG>
__launch_bounds__(WARPS_PER_CTA * WARP_SIZE) __global__
    void topkGatingSoftmax(const float *input, float *output, const int num_rows, int *indices, int *source_rows,
                           const int k, const int start_expert, const int end_expert, const bool renormalize) {
  static_assert(VPT == (VPT & -VPT), "VPT must be power of 2");
  static_assert(NUM_EXPERTS == (NUM_EXPERTS & -NUM_EXPERTS), "NUM_EXPERTS must be power of 2");
  static constexpr int ELTS_PER_LDG = BYTES_PER_LDG / sizeof(float);
  static constexpr int ELTS_PER_ROW = NUM_EXPERTS;
  static constexpr int THREADS_PER_ROW = ELTS_PER_ROW / VPT;
  static constexpr int LDG_PER_THREAD = VPT / ELTS_PER_LDG;
  static constexpr int ELTS_PER_WARP = WARP_SIZE * VPT;
  static constexpr int ROWS_PER_WARP = ELTS_PER_WARP / ELTS_PER_ROW;
  static constexpr int ROWS_PER_CTA = WARPS_PER_CTA * ROWS_PER_WARP;
  static_assert(VPT % ELTS_PER_LDG == 0, "The elements per thread must be a multiple of the elements per ldg");
  static_assert(ELTS_PER_WARP % ELTS_PER_ROW == 0, "The elts per row must cleanly divide the total elt per warp");

  const int cta_base_row = blockIdx.x * ROWS_PER_CTA;
  const int warp_base_row = cta_base_row + threadIdx.y * ROWS_PER_WARP;
  const int thread_row_in_warp = threadIdx.x / THREADS_PER_ROW;
  const int thread_row = warp_base_row + thread_row_in_warp;
  if (thread_row >= num_rows) return;

  const float *thread_row_ptr = input + thread_row * ELTS_PER_ROW;
  const int thread_group_idx = threadIdx.x % THREADS_PER_ROW;
  const int first_elt_read_by_thread = thread_group_idx * ELTS_PER_LDG;
  const float *thread_read_ptr = thread_row_ptr + first_elt_read_by_thread;

  using AccessType = AlignedArray<float, ELTS_PER_LDG>;
  float row_chunk[VPT];
  AccessType *row_chunk_vec_ptr = reinterpret_cast<AccessType *>(&row_chunk);
  const AccessType *vec_thread_read_ptr = reinterpret_cast<const AccessType *>(thread_read_ptr);
#pragma unroll
  for (int ii = 0; ii < LDG_PER_THREAD; ++ii) row_chunk_vec_ptr[ii] = vec_thread_read_ptr[ii * THREADS_PER_ROW];

  // softmax over the row, spread across THREADS_PER_ROW lanes
  float thread_max = row_chunk[0];
#pragma unroll
  for (int ii = 1; ii < VPT; ++ii) thread_max = max(thread_max, row_chunk[ii]);
#pragma unroll
  for (int mask = THREADS_PER_ROW / 2; mask > 0; mask /= 2)
    thread_max = max(thread_max, __shfl_xor_sync(0xFFFFFFFF, thread_max, mask, THREADS_PER_ROW));

  float row_sum = 0;
#pragma unroll
  for (int ii = 0; ii < VPT; ++ii) {
    row_chunk[ii] = expf(row_chunk[ii] - thread_max);
    row_sum += row_chunk[ii];
  }
#pragma unroll
  for (int mask = THREADS_PER_ROW / 2; mask > 0; mask /= 2)
    row_sum += __shfl_xor_sync(0xFFFFFFFF, row_sum, mask, THREADS_PER_ROW);
  const float reciprocal_row_sum = 1.f / row_sum;
#pragma unroll
  for (int ii = 0; ii < VPT; ++ii) row_chunk[ii] = row_chunk[ii] * reciprocal_row_sum;

  // k rounds of argmax; the lowest expert index wins ties
  int start_col = first_elt_read_by_thread;
  static constexpr int COLS_PER_GROUP_LDG = ELTS_PER_LDG * THREADS_PER_ROW;
  float selected_sum = 0.f;
  for (int k_idx = 0; k_idx < k; ++k_idx) {
    float max_val = row_chunk[0];
    int expert = start_col;
#pragma unroll
    for (int ldg = 0, col = start_col; ldg < LDG_PER_THREAD; ++ldg, col += COLS_PER_GROUP_LDG) {
#pragma unroll
      for (int ii = 0; ii < ELTS_PER_LDG; ++ii) {
        float val = row_chunk[ldg * ELTS_PER_LDG + ii];
        if (val > max_val) {
          max_val = val;
          expert = col + ii;
        }
      }
    }
#pragma unroll
    for (int mask = THREADS_PER_ROW / 2; mask > 0; mask /= 2) {
      float other_max = __shfl_xor_sync(0xFFFFFFFF, max_val, mask, THREADS_PER_ROW);
      int other_expert = __shfl_xor_sync(0xFFFFFFFF, expert, mask, THREADS_PER_ROW);
      if (other_max > max_val || (other_max == max_val && other_expert < expert)) {
        max_val = other_max;
        expert = other_expert;
      }
    }
    if (thread_group_idx == 0) {
      const bool node_uses_expert = expert >= start_expert && expert < end_expert;
      const int idx = k * thread_row + k_idx;
      output[idx] = max_val;
      indices[idx] = node_uses_expert ? expert - start_expert : NUM_EXPERTS;
      source_rows[idx] = k_idx * num_rows + thread_row;
      selected_sum += max_val;
    }
    if (k_idx + 1 < k) {
      const int ldg_group_for_expert = expert / COLS_PER_GROUP_LDG;
      const int thread_to_clear_in_group = (expert / ELTS_PER_LDG) % THREADS_PER_ROW;
      if (thread_group_idx == thread_to_clear_in_group) {
        const int offset_for_expert = expert % ELTS_PER_LDG;
        row_chunk[ldg_group_for_expert * ELTS_PER_LDG + offset_for_expert] = -10000.f;
      }
    }
  }
  if (renormalize && thread_group_idx == 0) {
    const float inv = 1.f / selected_sum;
    for (int k_idx = 0; k_idx < k; ++k_idx) output[k * thread_row + k_idx] *= inv;
  }
}

__device__ __forceinline__ int32_t index(int32_t total_col, int32_t row, int32_t col) {
  return row * total_col + col;
}

template <typename scalar_t>
__global__ void moe_align_block_size_kernel(const scalar_t *__restrict__ topk_ids, int32_t *sorted_token_ids,
                                            int32_t *expert_ids, int32_t *total_tokens_post_pad, int32_t num_experts,
                                            int32_t block_size, size_t numel) {
  const size_t tokens_per_thread = CEILDIV(numel, blockDim.x);
  const size_t start_idx = threadIdx.x * tokens_per_thread;

  extern __shared__ int32_t shared_mem[];
  int32_t *tokens_cnts = shared_mem;                                      // (blockDim.x + 1) * num_experts
  int32_t *cumsum = shared_mem + (blockDim.x + 1) * num_experts;          // num_experts + 1

  for (int i = 0; i < num_experts; ++i) tokens_cnts[index(num_experts, threadIdx.x + 1, i)] = 0;

  // each thread counts its own contiguous slice: row threadIdx.x + 1 of the table
  for (size_t i = start_idx; i < numel && i < start_idx + tokens_per_thread; ++i)
    ++tokens_cnts[index(num_experts, threadIdx.x + 1, topk_ids[i])];
  __syncthreads();

  // column prefix sums: thread e owns expert e
  if (threadIdx.x < num_experts) {
    tokens_cnts[index(num_experts, 0, threadIdx.x)] = 0;
    for (int i = 1; i <= blockDim.x; ++i)
      tokens_cnts[index(num_experts, i, threadIdx.x)] += tokens_cnts[index(num_experts, i - 1, threadIdx.x)];
  }
  __syncthreads();

  if (threadIdx.x == 0) {
    cumsum[0] = 0;
    for (int i = 1; i <= num_experts; ++i)
      cumsum[i] = cumsum[i - 1] + CEILDIV(tokens_cnts[index(num_experts, blockDim.x, i - 1)], block_size) * block_size;
    *total_tokens_post_pad = cumsum[num_experts];
  }
  __syncthreads();

  if (threadIdx.x < num_experts) {
    for (int i = cumsum[threadIdx.x]; i < cumsum[threadIdx.x + 1]; i += block_size) expert_ids[i / block_size] = threadIdx.x;
  }

  // padding slots get numel (an out-of-range token id)
  for (int i = threadIdx.x; i < cumsum[num_experts]; i += blockDim.x) sorted_token_ids[i] = (int32_t)numel;
  __syncthreads();

  for (size_t i = start_idx; i < numel && i < start_idx + tokens_per_thread; ++i) {
    const int32_t expert_id = topk_ids[i];
    const int32_t rank_post_pad = tokens_cnts[index(num_experts, threadIdx.x, expert_id)] + cumsum[expert_id];
    sorted_token_ids[rank_post_pad] = (int32_t)i;
    ++tokens_cnts[index(num_experts, threadIdx.x, expert_id)];
  }
}

}  // namespace moe
}  // namespace vllm

void topk_softmax(const float *gating, float *topk_weights, int *topk_ids, int *source_rows, int num_tokens,
                  int num_experts, int topk, cudaStream_t stream) {
  static constexpr int WARPS_PER_TB = 4;
  switch (num_experts) {
#define LAUNCH_SOFTMAX(NUM_EXPERTS)                                                                           \
  case NUM_EXPERTS: {                                                                                         \
    constexpr int VPT = NUM_EXPERTS / 16 > 0 ? NUM_EXPERTS / 16 : 1;                                          \
    constexpr int ROWS_PER_WARP = WARP_SIZE * VPT / NUM_EXPERTS;                                              \
    const int num_blocks = CEILDIV(num_tokens, WARPS_PER_TB * ROWS_PER_WARP);                                 \
    vllm::moe::topkGatingSoftmax<VPT, NUM_EXPERTS, WARPS_PER_TB, (VPT * 4 < 16 ? VPT * 4 : 16)>               \
        <<<num_blocks, dim3(WARP_SIZE, WARPS_PER_TB), 0, stream>>>(gating, topk_weights, num_tokens, topk_ids, \
                                                                    source_rows, topk, 0, num_experts, true); \
    break;                                                                                                    \
  }
    LAUNCH_SOFTMAX(16)
    LAUNCH_SOFTMAX(64)
#undef LAUNCH_SOFTMAX
    default: break;
  }
}

void moe_align_block_size(const int *topk_ids, int num_experts, int block_size, int *sorted_token_ids,
                          int *experts_ids, int *num_tokens_post_pad, size_t numel, cudaStream_t stream) {
  const int32_t shared_mem = ((num_experts + 1) * num_experts + (num_experts + 1)) * sizeof(int32_t);
  vllm::moe::moe_align_block_size_kernel<int><<<1, num_experts, shared_mem, stream>>>(
      topk_ids, sorted_token_ids, experts_ids, num_tokens_post_pad, num_experts, block_size, numel);
}
