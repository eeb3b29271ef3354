// @realcode vLLM-style paged attention (decode, one query token a sequence): K/V caches in fixed-size blocks found through a per-sequence block table, grouped-query heads, Vec<scalar_t, N> type traits with specialisations mapping __half vectors to uint2/uint4, FloatVec traits and overloaded to_float/mul/fma/sum/dot helpers, half pairs unpacked by inline PTX mov.b32 with "h" constraints, thread groups of 2 lanes doing one token's q.k with __shfl_xor_sync, logits in extern shared memory, block max/sum in red_smem, V accumulation with uint4 loads, tree reduction of the per-warp outputs, __launch_bounds__(NUM_THREADS) and a host dispatch over head sizes.
// @let NSEQ = 128
// @let NHEAD = 32
// @let NKV = 8
// @let HS = 128
// @let BS = 16
// @let MAXB = 32
// @let NBLK = 4096
// @buf q f16[NSEQ * NHEAD * HS] uniform(-1, 1)
// @buf kc f16[NBLK * NKV * HS * BS] uniform(-1, 1)
// @buf vc f16[NBLK * NKV * HS * BS] uniform(-1, 1)
// @buf tables i32[NSEQ * MAXB] uniform(0, 4096)
// @buf lens i32[NSEQ] uniform(1, 513) set(0, 1) set(1, 512) set(2, 16) set(3, 17)
// @buf out f16[NSEQ * NHEAD * HS] zero
// @launch vllm::paged_attention_v1_kernel<__half, 128, 16, 128> grid(NHEAD, NSEQ) block(128) shared(2048) args(out, q, kc, vc, i32(NKV), f32(0.08838834764831845), tables, lens, i32(MAXB), i32(NHEAD * HS), i32(NKV * HS * BS), i32(HS * BS))
// @check out rel=1e-2 abs=2e-3
#include <cfloat>
#include <cstdint>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#define WARP_SIZE 32
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define DIVIDE_ROUND_UP(a, b) (((a) + (b) - 1) / (b))
#define VLLM_SHFL_XOR_SYNC(var, lane_mask) __shfl_xor_sync(uint32_t(-1), var, lane_mask)
#define VLLM_SHFL_SYNC(var, src_lane) __shfl_sync(uint32_t(-1), var, src_lane)

namespace vllm {

// ---- vector type traits ----------------------------------------------------------------------
template <typename T, int VEC_SIZE>
struct Vec {};
template <typename T>
struct FloatVec {};

struct Float4_ {
  float2 x;
  float2 y;
};
struct Float8_ {
  float2 x;
  float2 y;
  float2 z;
  float2 w;
};

template <>
struct Vec<__half, 1> {
  using Type = uint16_t;
};
template <>
struct Vec<__half, 2> {
  using Type = uint32_t;
};
template <>
struct Vec<__half, 4> {
  using Type = uint2;
};
template <>
struct Vec<__half, 8> {
  using Type = uint4;
};
template <>
struct FloatVec<uint32_t> {
  using Type = float2;
};
template <>
struct FloatVec<uint2> {
  using Type = Float4_;
};
template <>
struct FloatVec<uint4> {
  using Type = Float8_;
};

inline __device__ float2 half2_to_float2(uint32_t v) {
  uint16_t lo, hi;
  asm volatile("mov.b32 {%0, %1}, %2;\n" : "=h"(lo), "=h"(hi) : "r"(v));
  return make_float2(__half2float(__ushort_as_half(lo)), __half2float(__ushort_as_half(hi)));
}

inline __device__ uint32_t float2_to_half2(float2 f) {
  __half2 h = __float22half2_rn(f);
  return *reinterpret_cast<uint32_t *>(&h);
}

inline __device__ float2 to_float(uint32_t v) { return half2_to_float2(v); }
inline __device__ Float4_ to_float(uint2 v) { return {half2_to_float2(v.x), half2_to_float2(v.y)}; }
inline __device__ Float8_ to_float(uint4 v) {
  return {half2_to_float2(v.x), half2_to_float2(v.y), half2_to_float2(v.z), half2_to_float2(v.w)};
}

inline __device__ void from_float(__half &dst, float src) { dst = __float2half(src); }

template <typename Acc, typename A, typename B>
inline __device__ Acc mul(A a, B b);
template <>
inline __device__ float2 mul(uint32_t a, uint32_t b) {
  float2 fa = to_float(a), fb = to_float(b);
  return make_float2(fa.x * fb.x, fa.y * fb.y);
}
template <>
inline __device__ Float4_ mul(uint2 a, uint2 b) {
  return {mul<float2, uint32_t, uint32_t>(a.x, b.x), mul<float2, uint32_t, uint32_t>(a.y, b.y)};
}

inline __device__ float2 fma(uint32_t a, uint32_t b, float2 c) {
  float2 fa = to_float(a), fb = to_float(b);
  return make_float2(fmaf(fa.x, fb.x, c.x), fmaf(fa.y, fb.y, c.y));
}
inline __device__ Float4_ fma(uint2 a, uint2 b, Float4_ c) { return {fma(a.x, b.x, c.x), fma(a.y, b.y, c.y)}; }

inline __device__ float sum(float2 v) { return v.x + v.y; }
inline __device__ float sum(Float4_ v) { return sum(v.x) + sum(v.y); }
inline __device__ float sum(Float8_ v) { return sum(v.x) + sum(v.y) + sum(v.z) + sum(v.w); }

inline __device__ float dot(Float8_ a, Float8_ b) {
  float acc = 0.0f;
  acc = fmaf(a.x.x, b.x.x, acc);
  acc = fmaf(a.x.y, b.x.y, acc);
  acc = fmaf(a.y.x, b.y.x, acc);
  acc = fmaf(a.y.y, b.y.y, acc);
  acc = fmaf(a.z.x, b.z.x, acc);
  acc = fmaf(a.z.y, b.z.y, acc);
  acc = fmaf(a.w.x, b.w.x, acc);
  acc = fmaf(a.w.y, b.w.y, acc);
  return acc;
}

template <typename T>
inline __device__ void zero(T &dst) {
  constexpr int WORDS = sizeof(T) / 4;
  union {
    T raw;
    uint32_t words[WORDS];
  } tmp;
#pragma unroll
  for (int ii = 0; ii < WORDS; ++ii) tmp.words[ii] = 0u;
  dst = tmp.raw;
}

// q.k of one token, split over a thread group of THREAD_GROUP_SIZE lanes.
template <int THREAD_GROUP_SIZE, typename Vec, int N>
inline __device__ float qk_dot_(const Vec (&q)[N], const Vec (&k)[N]) {
  using A_vec = typename FloatVec<Vec>::Type;
  A_vec qk_vec = mul<A_vec, Vec, Vec>(q[0], k[0]);
#pragma unroll
  for (int ii = 1; ii < N; ++ii) qk_vec = fma(q[ii], k[ii], qk_vec);
  float qk = sum(qk_vec);
#pragma unroll
  for (int mask = THREAD_GROUP_SIZE / 2; mask >= 1; mask /= 2) qk += VLLM_SHFL_XOR_SYNC(qk, mask);
  return qk;
}

template <typename T, int THREAD_GROUP_SIZE>
struct Qk_dot {
  template <typename Vec, int N>
  static inline __device__ float dot(const Vec (&q)[N], const Vec (&k)[N]) {
    return qk_dot_<THREAD_GROUP_SIZE>(q, k);
  }
};

template <int NUM_WARPS>
inline __device__ float block_sum(float *red_smem, float sum) {
  const int warp = threadIdx.x / WARP_SIZE;
  const int lane = threadIdx.x % WARP_SIZE;
#pragma unroll
  for (int mask = WARP_SIZE / 2; mask >= 1; mask /= 2) sum += VLLM_SHFL_XOR_SYNC(sum, mask);
  if (lane == 0) red_smem[warp] = sum;
  __syncthreads();
  if (lane < NUM_WARPS) sum = red_smem[lane];
#pragma unroll
  for (int mask = NUM_WARPS / 2; mask >= 1; mask /= 2) sum += VLLM_SHFL_XOR_SYNC(sum, mask);
  return VLLM_SHFL_SYNC(sum, 0);
}

template <typename scalar_t, int HEAD_SIZE, int BLOCK_SIZE, int NUM_THREADS>
__global__ __launch_bounds__(NUM_THREADS) void paged_attention_v1_kernel(
    scalar_t *__restrict__ out,            // [num_seqs, num_heads, head_size]
    const scalar_t *__restrict__ q,        // [num_seqs, num_heads, head_size]
    const scalar_t *__restrict__ k_cache,  // [num_blocks, num_kv_heads, head_size/x, block_size, x]
    const scalar_t *__restrict__ v_cache,  // [num_blocks, num_kv_heads, head_size, block_size]
    const int num_kv_heads, const float scale,
    const int *__restrict__ block_tables,  // [num_seqs, max_num_blocks_per_seq]
    const int *__restrict__ seq_lens,      // [num_seqs]
    const int max_num_blocks_per_seq, const int q_stride, const int kv_block_stride, const int kv_head_stride) {
  const int seq_idx = blockIdx.y;
  const int head_idx = blockIdx.x;
  const int num_heads = gridDim.x;
  const int seq_len = seq_lens[seq_idx];
  const int num_seq_blocks = DIVIDE_ROUND_UP(seq_len, BLOCK_SIZE);

  constexpr int THREAD_GROUP_SIZE = MAX(WARP_SIZE / BLOCK_SIZE, 1);
  constexpr int NUM_THREAD_GROUPS = NUM_THREADS / THREAD_GROUP_SIZE;
  constexpr int NUM_TOKENS_PER_THREAD_GROUP = DIVIDE_ROUND_UP(BLOCK_SIZE, WARP_SIZE);
  constexpr int NUM_WARPS = NUM_THREADS / WARP_SIZE;
  static_assert(NUM_THREADS % THREAD_GROUP_SIZE == 0, "thread groups must tile the block");
  static_assert(NUM_THREAD_GROUPS * THREAD_GROUP_SIZE == NUM_THREADS, "");
  const int thread_idx = threadIdx.x;
  const int warp_idx = thread_idx / WARP_SIZE;
  const int lane = thread_idx % WARP_SIZE;

  const int num_queries_per_kv = num_heads / num_kv_heads;
  const int kv_head_idx = head_idx / num_queries_per_kv;

  // Each thread group fetches 16 bytes of q/k at a time.
  constexpr int VEC_SIZE = MAX(16 / (THREAD_GROUP_SIZE * sizeof(scalar_t)), 1);
  using K_vec = typename Vec<scalar_t, VEC_SIZE>::Type;
  using Q_vec = typename Vec<scalar_t, VEC_SIZE>::Type;
  constexpr int NUM_ELEMS_PER_THREAD = HEAD_SIZE / THREAD_GROUP_SIZE;
  constexpr int NUM_VECS_PER_THREAD = NUM_ELEMS_PER_THREAD / VEC_SIZE;
  const int thread_group_idx = thread_idx / THREAD_GROUP_SIZE;
  const int thread_group_offset = thread_idx % THREAD_GROUP_SIZE;

  const scalar_t *q_ptr = q + seq_idx * q_stride + head_idx * HEAD_SIZE;
  __shared__ Q_vec q_vecs[THREAD_GROUP_SIZE][NUM_VECS_PER_THREAD];
#pragma unroll
  for (int i = thread_group_idx; i < NUM_VECS_PER_THREAD; i += NUM_THREAD_GROUPS) {
    const int vec_idx = thread_group_offset + i * THREAD_GROUP_SIZE;
    q_vecs[thread_group_offset][i] = *reinterpret_cast<const Q_vec *>(q_ptr + vec_idx * VEC_SIZE);
  }
  __syncthreads();

  extern __shared__ char shared_mem[];
  float *logits = reinterpret_cast<float *>(shared_mem);
  __shared__ float red_smem[2 * NUM_WARPS];

  constexpr int x = 16 / sizeof(scalar_t);
  float qk_max = -FLT_MAX;
  const int *block_table = block_tables + seq_idx * max_num_blocks_per_seq;

  for (int block_idx = warp_idx; block_idx < num_seq_blocks; block_idx += NUM_WARPS) {
    const int64_t physical_block_number = static_cast<int64_t>(block_table[block_idx]);
    for (int i = 0; i < NUM_TOKENS_PER_THREAD_GROUP; i++) {
      const int physical_block_offset = (thread_group_idx % (WARP_SIZE / THREAD_GROUP_SIZE) + i * WARP_SIZE) % BLOCK_SIZE;
      const int token_idx = block_idx * BLOCK_SIZE + physical_block_offset;
      K_vec k_vecs[NUM_VECS_PER_THREAD];
#pragma unroll
      for (int j = 0; j < NUM_VECS_PER_THREAD; j++) {
        const scalar_t *k_ptr =
            k_cache + physical_block_number * kv_block_stride + kv_head_idx * kv_head_stride + physical_block_offset * x;
        const int vec_idx = thread_group_offset + j * THREAD_GROUP_SIZE;
        const int offset1 = (vec_idx * VEC_SIZE) / x;
        const int offset2 = (vec_idx * VEC_SIZE) % x;
        k_vecs[j] = *reinterpret_cast<const K_vec *>(k_ptr + offset1 * BLOCK_SIZE * x + offset2);
      }
      float qk = scale * Qk_dot<scalar_t, THREAD_GROUP_SIZE>::dot(q_vecs[thread_group_offset], k_vecs);
      if (thread_group_offset == 0) {
        const bool mask = token_idx >= seq_len;
        logits[token_idx] = mask ? 0.f : qk;
        qk_max = mask ? qk_max : fmaxf(qk_max, qk);
      }
    }
  }

#pragma unroll
  for (int mask = WARP_SIZE / 2; mask >= THREAD_GROUP_SIZE; mask /= 2) qk_max = fmaxf(qk_max, VLLM_SHFL_XOR_SYNC(qk_max, mask));
  if (lane == 0) red_smem[warp_idx] = qk_max;
  __syncthreads();
  qk_max = lane < NUM_WARPS ? red_smem[lane] : -FLT_MAX;
#pragma unroll
  for (int mask = NUM_WARPS / 2; mask >= 1; mask /= 2) qk_max = fmaxf(qk_max, VLLM_SHFL_XOR_SYNC(qk_max, mask));
  qk_max = VLLM_SHFL_SYNC(qk_max, 0);

  float exp_sum = 0.f;
  for (int i = thread_idx; i < seq_len; i += NUM_THREADS) {
    float val = __expf(logits[i] - qk_max);
    logits[i] = val;
    exp_sum += val;
  }
  exp_sum = block_sum<NUM_WARPS>(&red_smem[NUM_WARPS], exp_sum);
  const float inv_sum = __fdividef(1.f, exp_sum + 1e-6f);
  for (int i = thread_idx; i < seq_len; i += NUM_THREADS) logits[i] *= inv_sum;
  __syncthreads();

  // ---- values ----
  constexpr int V_VEC_SIZE = MIN(16 / sizeof(scalar_t), BLOCK_SIZE);
  using V_vec = typename Vec<scalar_t, V_VEC_SIZE>::Type;
  using Float_L_vec = typename FloatVec<V_vec>::Type;
  constexpr int NUM_V_VECS_PER_ROW = BLOCK_SIZE / V_VEC_SIZE;
  constexpr int NUM_ROWS_PER_ITER = WARP_SIZE / NUM_V_VECS_PER_ROW;
  constexpr int NUM_ROWS_PER_THREAD = DIVIDE_ROUND_UP(HEAD_SIZE, NUM_ROWS_PER_ITER);

  float accs[NUM_ROWS_PER_THREAD];
#pragma unroll
  for (int i = 0; i < NUM_ROWS_PER_THREAD; i++) accs[i] = 0.f;

  for (int block_idx = warp_idx; block_idx < num_seq_blocks; block_idx += NUM_WARPS) {
    const int64_t physical_block_number = static_cast<int64_t>(block_table[block_idx]);
    const int physical_block_offset = (lane % NUM_V_VECS_PER_ROW) * V_VEC_SIZE;
    const int token_idx = block_idx * BLOCK_SIZE + physical_block_offset;
    Float_L_vec logits_vec;
    float *lv = reinterpret_cast<float *>(&logits_vec);
#pragma unroll
    for (int t = 0; t < V_VEC_SIZE; t++) lv[t] = logits[token_idx + t];
    const scalar_t *v_ptr = v_cache + physical_block_number * kv_block_stride + kv_head_idx * kv_head_stride;
#pragma unroll
    for (int i = 0; i < NUM_ROWS_PER_THREAD; i++) {
      const int row_idx = lane / NUM_V_VECS_PER_ROW + i * NUM_ROWS_PER_ITER;
      if (row_idx < HEAD_SIZE) {
        const int offset = row_idx * BLOCK_SIZE + physical_block_offset;
        V_vec v_vec = *reinterpret_cast<const V_vec *>(v_ptr + offset);
        if (block_idx == num_seq_blocks - 1) {
          // the last block may run past the sequence: zero those values (the logits there are stale)
          scalar_t *v_vec_ptr = reinterpret_cast<scalar_t *>(&v_vec);
#pragma unroll
          for (int j = 0; j < V_VEC_SIZE; j++) v_vec_ptr[j] = token_idx + j < seq_len ? v_vec_ptr[j] : __float2half(0.f);
          float *lvm = reinterpret_cast<float *>(&logits_vec);
#pragma unroll
          for (int j = 0; j < V_VEC_SIZE; j++) lvm[j] = token_idx + j < seq_len ? lvm[j] : 0.f;
        }
        accs[i] += dot(logits_vec, to_float(v_vec));
      }
    }
  }

#pragma unroll
  for (int i = 0; i < NUM_ROWS_PER_THREAD; i++) {
    float acc = accs[i];
#pragma unroll
    for (int mask = NUM_V_VECS_PER_ROW / 2; mask >= 1; mask /= 2) acc += VLLM_SHFL_XOR_SYNC(acc, mask);
    accs[i] = acc;
  }
  __syncthreads();

  float *out_smem = reinterpret_cast<float *>(shared_mem);
#pragma unroll
  for (int i = NUM_WARPS; i > 1; i /= 2) {
    int mid = i / 2;
    if (warp_idx >= mid && warp_idx < i) {
      float *dst = &out_smem[(warp_idx - mid) * HEAD_SIZE];
#pragma unroll
      for (int r = 0; r < NUM_ROWS_PER_THREAD; r++) {
        const int row_idx = lane / NUM_V_VECS_PER_ROW + r * NUM_ROWS_PER_ITER;
        if (row_idx < HEAD_SIZE && lane % NUM_V_VECS_PER_ROW == 0) dst[row_idx] = accs[r];
      }
    }
    __syncthreads();
    if (warp_idx < mid) {
      const float *src = &out_smem[warp_idx * HEAD_SIZE];
#pragma unroll
      for (int r = 0; r < NUM_ROWS_PER_THREAD; r++) {
        const int row_idx = lane / NUM_V_VECS_PER_ROW + r * NUM_ROWS_PER_ITER;
        if (row_idx < HEAD_SIZE && lane % NUM_V_VECS_PER_ROW == 0) accs[r] += src[row_idx];
      }
    }
    __syncthreads();
  }

  if (warp_idx == 0) {
    scalar_t *out_ptr = out + seq_idx * num_heads * HEAD_SIZE + head_idx * HEAD_SIZE;
#pragma unroll
    for (int r = 0; r < NUM_ROWS_PER_THREAD; r++) {
      const int row_idx = lane / NUM_V_VECS_PER_ROW + r * NUM_ROWS_PER_ITER;
      if (row_idx < HEAD_SIZE && lane % NUM_V_VECS_PER_ROW == 0) from_float(*(out_ptr + row_idx), accs[r]);
    }
  }
}

}  // namespace vllm

#define LAUNCH_PAGED_ATTENTION_V1(HEAD_SIZE)                                                                   \
  vllm::paged_attention_v1_kernel<T, HEAD_SIZE, BLOCK_SIZE, NUM_THREADS>                                       \
      <<<grid, block, shared_mem_size, stream>>>(out, query, key_cache, value_cache, num_kv_heads, scale,      \
                                                 block_tables, seq_lens, max_num_blocks_per_seq, q_stride,     \
                                                 kv_block_stride, kv_head_stride);

template <typename T, int BLOCK_SIZE, int NUM_THREADS = 128>
void paged_attention_v1_launcher(T *out, const T *query, const T *key_cache, const T *value_cache, int num_seqs,
                                 int num_heads, int num_kv_heads, int head_size, float scale, const int *block_tables,
                                 const int *seq_lens, int max_num_blocks_per_seq, int max_seq_len, cudaStream_t stream) {
  const int q_stride = num_heads * head_size;
  const int kv_head_stride = head_size * BLOCK_SIZE;
  const int kv_block_stride = num_kv_heads * kv_head_stride;
  const int padded_max_seq_len = DIVIDE_ROUND_UP(max_seq_len, BLOCK_SIZE) * BLOCK_SIZE;
  const int logits_size = padded_max_seq_len * sizeof(float);
  const int outputs_size = (NUM_THREADS / WARP_SIZE / 2) * head_size * sizeof(float);
  const int shared_mem_size = std::max(logits_size, outputs_size);
  dim3 grid(num_heads, num_seqs, 1);
  dim3 block(NUM_THREADS);
  switch (head_size) {
    case 64: LAUNCH_PAGED_ATTENTION_V1(64); break;
    case 128: LAUNCH_PAGED_ATTENTION_V1(128); break;
    default: break;
  }
}

template void paged_attention_v1_launcher<__half, 16>(__half *, const __half *, const __half *, const __half *, int, int,
                                                      int, int, float, const int *, const int *, int, int,
                                                      cudaStream_t);
