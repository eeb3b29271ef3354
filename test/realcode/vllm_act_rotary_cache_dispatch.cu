// @realcode vLLM-style element-wise layer kernels: act_and_mul_kernel<scalar_t, ACT_FN, act_first> with the activation (silu / gelu_tanh, function templates) as a function-pointer template parameter, VLLM_LDG (= __ldg) on __half and __nv_bfloat16, rotary_embedding_kernel<scalar_t, IS_NEOX> over int64 positions and a cos/sin cache, reshape_and_cache_kernel writing K into the [blocks, heads, head_size/x, block_size, x] layout through an int64 slot mapping (negative slots skipped), and the host VLLM_DISPATCH_FLOATING_TYPES-like macro (switch over an enum class, lambdas using scalar_t).
// @let NTOK = 16384
// @let D = 2048
// @let NH = 16
// @let NKVH = 4
// @let HS = 128
// @let ROT = 128
// @let MAXPOS = 4096
// @let BS = 16
// @buf xb bf16[NTOK * 2 * D] uniform(-4, 4)
// @buf yb bf16[NTOK * D] zero
// @buf xh f16[NTOK * 2 * D] uniform(-4, 4)
// @buf yh f16[NTOK * D] zero
// @buf pos i64[NTOK] uniform(0, 4096)
// @buf cs f32[MAXPOS * ROT] uniform(-1, 1)
// @buf csb bf16[MAXPOS * ROT] uniform(-1, 1)
// @buf qf f32[NTOK * NH * HS] uniform(-2, 2)
// @buf kf f32[NTOK * NKVH * HS] uniform(-2, 2)
// @buf qb bf16[NTOK * NH * HS] uniform(-2, 2)
// @buf kb bf16[NTOK * NKVH * HS] uniform(-2, 2)
// @buf kh f16[NTOK * NKVH * HS] uniform(-2, 2)
// @buf vh f16[NTOK * NKVH * HS] uniform(-2, 2)
// @buf slots i64[NTOK] iota(0, 1) set(5, -1) set(77, -1) set(1000, -1)
// @buf kcache f16[NTOK * NKVH * HS] fill(7)
// @buf vcache f16[NTOK * NKVH * HS] fill(7)
// @launch vllm::act_and_mul_kernel<__nv_bfloat16, &(__nv_bfloat16 vllm::silu_kernel<__nv_bfloat16>(__nv_bfloat16 const&)), true> grid(NTOK) block(1024) args(yb, xb, i32(D))
// @launch vllm::act_and_mul_kernel<__half, &(__half vllm::gelu_tanh_kernel<__half>(__half const&)), false> grid(NTOK) block(1024) args(yh, xh, i32(D))
// @launch vllm::rotary_embedding_kernel<float, false> grid(NTOK) block(512) args(pos, qf, kf, cs, i32(ROT), i64(NH * HS), i64(NKVH * HS), i32(NH), i32(NKVH), i32(HS))
// @launch vllm::rotary_embedding_kernel<__nv_bfloat16, true> grid(NTOK) block(512) args(pos, qb, kb, csb, i32(ROT), i64(NH * HS), i64(NKVH * HS), i32(NH), i32(NKVH), i32(HS))
// @launch vllm::reshape_and_cache_kernel<__half, __half> grid(NTOK) block(512) args(kh, vh, kcache, vcache, slots, i32(NKVH * HS), i32(NKVH * HS), i32(NKVH), i32(HS), i32(BS), i32(8))
// @check yb rel=1e-2 abs=1e-2
// @check yh rel=2e-3 abs=2e-3
// @check qf rel=1e-5 abs=1e-5
// @check kf rel=1e-5 abs=1e-5
// @check qb rel=1e-2 abs=1e-2
// @check kb rel=1e-2 abs=1e-2
// @check kcache rel=0 abs=1e-3
// @check vcache rel=0 abs=1e-3
#include <cstdint>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#define VLLM_LDG(arg) __ldg(arg)

namespace vllm {

template <typename scalar_t, scalar_t (*ACT_FN)(const scalar_t &), bool act_first>
__device__ __forceinline__ scalar_t compute(const scalar_t &x, const scalar_t &y) {
  return act_first ? ACT_FN(x) * y : x * ACT_FN(y);
}

// Activation and gating kernel template: out = act(input[..., :d]) * input[..., d:] (or the other way round).
template <typename scalar_t, scalar_t (*ACT_FN)(const scalar_t &), bool act_first>
__global__ void act_and_mul_kernel(scalar_t *__restrict__ out,          // [..., d]
                                   const scalar_t *__restrict__ input,  // [..., 2, d]
                                   const int d) {
  const int64_t token_idx = blockIdx.x;
  for (int64_t idx = threadIdx.x; idx < d; idx += blockDim.x) {
    const scalar_t x = VLLM_LDG(&input[token_idx * 2 * d + idx]);
    const scalar_t y = VLLM_LDG(&input[token_idx * 2 * d + d + idx]);
    out[token_idx * d + idx] = compute<scalar_t, ACT_FN, act_first>(x, y);
  }
}

template <typename T>
__device__ __forceinline__ T silu_kernel(const T &x) {
  // x * sigmoid(x)
  return (T)(((float)x) / (1.0f + expf((float)-x)));
}

template <typename T>
__device__ __forceinline__ T gelu_tanh_kernel(const T &x) {
  const float f = (float)x;
  constexpr float BETA = M_SQRT2 * M_2_SQRTPI * 0.5f;
  constexpr float KAPPA = 0.044715f;
  float x_cube = f * f * f;
  float inner = BETA * (f + KAPPA * x_cube);
  return (T)(0.5f * f * (1.0f + ::tanhf(inner)));
}

template <typename scalar_t, bool IS_NEOX>
inline __device__ void apply_token_rotary_embedding(scalar_t *__restrict__ arr, const scalar_t *__restrict__ cos_ptr,
                                                    const scalar_t *__restrict__ sin_ptr, int rot_offset,
                                                    int embed_dim) {
  int x_index, y_index;
  scalar_t cos, sin;
  if (IS_NEOX) {
    x_index = rot_offset;
    y_index = embed_dim + rot_offset;
    cos = VLLM_LDG(cos_ptr + x_index);
    sin = VLLM_LDG(sin_ptr + x_index);
  } else {
    x_index = 2 * rot_offset;
    y_index = 2 * rot_offset + 1;
    cos = VLLM_LDG(cos_ptr + x_index / 2);
    sin = VLLM_LDG(sin_ptr + x_index / 2);
  }
  const scalar_t x = arr[x_index];
  const scalar_t y = arr[y_index];
  arr[x_index] = x * cos - y * sin;
  arr[y_index] = y * cos + x * sin;
}

template <typename scalar_t, bool IS_NEOX>
__global__ void rotary_embedding_kernel(const int64_t *__restrict__ positions,  // [num_tokens]
                                        scalar_t *__restrict__ query,   // [num_tokens, num_heads, head_size]
                                        scalar_t *__restrict__ key,     // [num_tokens, num_kv_heads, head_size]
                                        const scalar_t *__restrict__ cos_sin_cache,  // [max_position, 2, rot_dim // 2]
                                        const int rot_dim, const int64_t query_stride, const int64_t key_stride,
                                        const int num_heads, const int num_kv_heads, const int head_size) {
  const int token_idx = blockIdx.x;
  int64_t pos = positions[token_idx];
  const scalar_t *cache_ptr = cos_sin_cache + pos * rot_dim;
  const int embed_dim = rot_dim / 2;
  const scalar_t *cos_ptr = cache_ptr;
  const scalar_t *sin_ptr = cache_ptr + embed_dim;

  const int nq = num_heads * embed_dim;
  for (int i = threadIdx.x; i < nq; i += blockDim.x) {
    const int head_idx = i / embed_dim;
    const int64_t token_head = token_idx * query_stride + head_idx * head_size;
    const int rot_offset = i % embed_dim;
    apply_token_rotary_embedding<scalar_t, IS_NEOX>(query + token_head, cos_ptr, sin_ptr, rot_offset, embed_dim);
  }
  const int nk = num_kv_heads * embed_dim;
  for (int i = threadIdx.x; i < nk; i += blockDim.x) {
    const int head_idx = i / embed_dim;
    const int64_t token_head = token_idx * key_stride + head_idx * head_size;
    const int rot_offset = i % embed_dim;
    apply_token_rotary_embedding<scalar_t, IS_NEOX>(key + token_head, cos_ptr, sin_ptr, rot_offset, embed_dim);
  }
}

template <typename scalar_t, typename cache_t>
__global__ void reshape_and_cache_kernel(const scalar_t *__restrict__ key,    // [num_tokens, num_heads, head_size]
                                         const scalar_t *__restrict__ value,  // [num_tokens, num_heads, head_size]
                                         cache_t *__restrict__ key_cache,  // [num_blocks, num_heads, head_size/x, block_size, x]
                                         cache_t *__restrict__ value_cache,  // [num_blocks, num_heads, head_size, block_size]
                                         const int64_t *__restrict__ slot_mapping,  // [num_tokens]
                                         const int key_stride, const int value_stride, const int num_heads,
                                         const int head_size, const int block_size, const int x) {
  const int64_t token_idx = blockIdx.x;
  const int64_t slot_idx = slot_mapping[token_idx];
  if (slot_idx < 0) return;  // padding token
  const int64_t block_idx = slot_idx / block_size;
  const int64_t block_offset = slot_idx % block_size;
  const int n = num_heads * head_size;
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    const int64_t src_key_idx = token_idx * key_stride + i;
    const int64_t src_value_idx = token_idx * value_stride + i;
    const int head_idx = i / head_size;
    const int head_offset = i % head_size;
    const int x_idx = head_offset / x;
    const int x_offset = head_offset % x;
    const int64_t tgt_key_idx = block_idx * num_heads * (head_size / x) * block_size * x +
                                head_idx * (head_size / x) * block_size * x + x_idx * block_size * x +
                                block_offset * x + x_offset;
    const int64_t tgt_value_idx = block_idx * num_heads * head_size * block_size +
                                  head_idx * head_size * block_size + head_offset * block_size + block_offset;
    key_cache[tgt_key_idx] = static_cast<cache_t>(key[src_key_idx]);
    value_cache[tgt_value_idx] = static_cast<cache_t>(value[src_value_idx]);
  }
}

}  // namespace vllm

// ---- host: a torch-free stand-in for the dispatch macros ----------------------------------------
enum class ScalarType : int8_t { Float, Half, BFloat16 };

#define VLLM_DISPATCH_CASE(enum_type, type, ...) \
  case enum_type: {                              \
    using scalar_t = type;                       \
    return __VA_ARGS__();                        \
  }

#define VLLM_DISPATCH_FLOATING_TYPES(TYPE, NAME, ...)                  \
  [&] {                                                                \
    switch (TYPE) {                                                    \
      VLLM_DISPATCH_CASE(ScalarType::Float, float, __VA_ARGS__)        \
      VLLM_DISPATCH_CASE(ScalarType::Half, __half, __VA_ARGS__)        \
      VLLM_DISPATCH_CASE(ScalarType::BFloat16, __nv_bfloat16, __VA_ARGS__) \
      default: break;                                                  \
    }                                                                  \
  }()

#define LAUNCH_ACTIVATION_GATE_KERNEL(KERNEL, ACT_FIRST)                                                  \
  VLLM_DISPATCH_FLOATING_TYPES(dtype, "act_and_mul_kernel", [&] {                                         \
    vllm::act_and_mul_kernel<scalar_t, KERNEL<scalar_t>, ACT_FIRST>                                       \
        <<<grid, block, 0, stream>>>((scalar_t *)out, (const scalar_t *)input, d);                        \
  });

void silu_and_mul(void *out, const void *input, ScalarType dtype, int num_tokens, int d, cudaStream_t stream) {
  dim3 grid(num_tokens);
  dim3 block(std::min(d, 1024));
  LAUNCH_ACTIVATION_GATE_KERNEL(vllm::silu_kernel, true);
}

void gelu_tanh_and_mul(void *out, const void *input, ScalarType dtype, int num_tokens, int d, cudaStream_t stream) {
  dim3 grid(num_tokens);
  dim3 block(std::min(d, 1024));
  LAUNCH_ACTIVATION_GATE_KERNEL(vllm::gelu_tanh_kernel, false);
}

void rotary_embedding(const int64_t *positions, void *query, void *key, const void *cache, ScalarType dtype,
                      int num_tokens, int rot_dim, int num_heads, int num_kv_heads, int head_size, bool is_neox,
                      cudaStream_t stream) {
  dim3 grid(num_tokens);
  dim3 block(std::min(num_heads * rot_dim / 2, 512));
  VLLM_DISPATCH_FLOATING_TYPES(dtype, "rotary_embedding", [&] {
    if (is_neox) {
      vllm::rotary_embedding_kernel<scalar_t, true><<<grid, block, 0, stream>>>(
          positions, (scalar_t *)query, (scalar_t *)key, (const scalar_t *)cache, rot_dim,
          (int64_t)num_heads * head_size, (int64_t)num_kv_heads * head_size, num_heads, num_kv_heads, head_size);
    } else {
      vllm::rotary_embedding_kernel<scalar_t, false><<<grid, block, 0, stream>>>(
          positions, (scalar_t *)query, (scalar_t *)key, (const scalar_t *)cache, rot_dim,
          (int64_t)num_heads * head_size, (int64_t)num_kv_heads * head_size, num_heads, num_kv_heads, head_size);
    }
  });
}

void reshape_and_cache(const void *key, const void *value, void *key_cache, void *value_cache,
                       const int64_t *slot_mapping, ScalarType dtype, int num_tokens, int num_heads, int head_size,
                       int block_size, cudaStream_t stream) {
  const int x = 16 / 2;
  dim3 grid(num_tokens);
  dim3 block(std::min(num_heads * head_size, 512));
  VLLM_DISPATCH_FLOATING_TYPES(dtype, "reshape_and_cache", [&] {
    if constexpr (sizeof(scalar_t) == 2) {
      vllm::reshape_and_cache_kernel<scalar_t, scalar_t><<<grid, block, 0, stream>>>(
          (const scalar_t *)key, (const scalar_t *)value, (scalar_t *)key_cache, (scalar_t *)value_cache,
          slot_mapping, num_heads * head_size, num_heads * head_size, num_heads, head_size, block_size, x);
    }
  });
}
