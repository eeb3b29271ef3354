// @realcode FlashInfer-style attention-state merging: vec_t<float_t, vec_size> class templates with load/store/cast_load/cast_store members and a partial specialisation for half, math::ptx_exp2 / ptx_log2 / ptx_rcp as inline PTX (ex2.approx.ftz.f32, lg2.approx.ftz.f32, rcp.approx.ftz.f32), a state_t<vec_size> online-softmax state with merge(), FLASHINFER_INLINE macros, merge_states kernel over [seq, num_states, heads, head_dim] with the log-sum-exp in base 2, and a variable-length merge (per-sequence state count from an indptr array) using dim3 block (bdx, bdy) with bdx = head_dim / vec_size.
// @let SEQ = 8192
// @let NS = 8
// @let H = 32
// @let D = 128
// @buf v f16[SEQ * NS * H * D] uniform(-2, 2)
// @buf s f32[SEQ * NS * H] uniform(-4, 4)
// @buf vm f16[SEQ * H * D] zero
// @buf sm f32[SEQ * H] zero
// @buf indptr i32[SEQ + 1] iota(0, 2)
// @buf vm2 f16[SEQ * H * D] zero
// @buf sm2 f32[SEQ * H] zero
// @launch flashinfer::MergeStatesKernel<8, 16, 8, __half, __half> grid(SEQ, H) block(16, 8) args(v, s, vm, sm, i32(NS), i32(H))
// @launch flashinfer::VariableLengthMergeStatesKernel<8, 16, 8, __half, __half> grid(SEQ / 2, H) block(16, 8) args(v, s, indptr, vm2, sm2, i32(H))
// @check vm rel=1e-2 abs=2e-3
// @check sm rel=1e-4 abs=1e-4
// @check vm2 rel=1e-2 abs=2e-3
// @check sm2 rel=1e-4 abs=1e-4
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#include <cstdint>

#define FLASHINFER_INLINE inline __attribute__((always_inline)) __device__

namespace flashinfer {
namespace math {

constexpr float log2e = 1.44269504088896340736f;
constexpr float inf = __builtin_huge_valf();

__forceinline__ __device__ float ptx_exp2(float x) {
  float y;
  asm volatile("ex2.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x));
  return y;
}
__forceinline__ __device__ float ptx_log2(float x) {
  float y;
  asm volatile("lg2.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x));
  return y;
}
__forceinline__ __device__ float ptx_rcp(float x) {
  float y;
  asm volatile("rcp.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x));
  return y;
}

}  // namespace math

template <typename float_t, size_t vec_size>
struct vec_t {
  float_t data[vec_size];
  FLASHINFER_INLINE float_t &operator[](size_t i) { return data[i]; }
  FLASHINFER_INLINE const float_t &operator[](size_t i) const { return data[i]; }
  FLASHINFER_INLINE void fill(float_t val) {
#pragma unroll
    for (size_t i = 0; i < vec_size; ++i) data[i] = val;
  }
  FLASHINFER_INLINE void load(const float_t *ptr) {
#pragma unroll
    for (size_t i = 0; i < vec_size; ++i) data[i] = ptr[i];
  }
  FLASHINFER_INLINE void store(float_t *ptr) const {
#pragma unroll
    for (size_t i = 0; i < vec_size; ++i) ptr[i] = data[i];
  }
  template <typename T>
  FLASHINFER_INLINE void cast_load(const T *ptr);
  template <typename T>
  FLASHINFER_INLINE void cast_store(T *ptr) const;
};

// half vectors move as 16-byte words
template <size_t vec_size>
struct vec_t<half, vec_size> {
  static_assert(vec_size % 8 == 0, "half vectors come in uint4 chunks");
  uint4 data[vec_size / 8];
  FLASHINFER_INLINE half &operator[](size_t i) { return reinterpret_cast<half *>(data)[i]; }
  FLASHINFER_INLINE const half &operator[](size_t i) const { return reinterpret_cast<const half *>(data)[i]; }
  FLASHINFER_INLINE void load(const half *ptr) {
#pragma unroll
    for (size_t i = 0; i < vec_size / 8; ++i) data[i] = reinterpret_cast<const uint4 *>(ptr)[i];
  }
  FLASHINFER_INLINE void store(half *ptr) const {
#pragma unroll
    for (size_t i = 0; i < vec_size / 8; ++i) reinterpret_cast<uint4 *>(ptr)[i] = data[i];
  }
};

template <typename float_t, size_t vec_size>
template <typename T>
FLASHINFER_INLINE void vec_t<float_t, vec_size>::cast_load(const T *ptr) {
  vec_t<T, vec_size> tmp;
  tmp.load(ptr);
#pragma unroll
  for (size_t i = 0; i < vec_size; ++i) data[i] = float_t(tmp[i]);
}

template <typename float_t, size_t vec_size>
template <typename T>
FLASHINFER_INLINE void vec_t<float_t, vec_size>::cast_store(T *ptr) const {
  vec_t<T, vec_size> tmp;
#pragma unroll
  for (size_t i = 0; i < vec_size; ++i) tmp[i] = T(data[i]);
  tmp.store(ptr);
}

template <size_t vec_size>
struct state_t {
  vec_t<float, vec_size> o;
  float m;  // max of the scores, base 2
  float d;  // sum of exp2(score - m)

  __device__ __forceinline__ void init() {
    o.fill(0.f);
    m = -math::inf;
    d = 1.f;
  }
  __device__ __forceinline__ state_t() { init(); }

  __device__ __forceinline__ void merge(const vec_t<float, vec_size> &other_o, float other_m, float other_d) {
    float m_prev = m, d_prev = d;
    m = max(m_prev, other_m);
    d = d_prev * math::ptx_exp2(m_prev - m) + other_d * math::ptx_exp2(other_m - m);
#pragma unroll
    for (size_t i = 0; i < vec_size; ++i)
      o[i] = o[i] * math::ptx_exp2(m_prev - m) * d_prev / d + other_o[i] * math::ptx_exp2(other_m - m) * other_d / d;
  }
  __device__ __forceinline__ float get_lse() const { return m + math::ptx_log2(d); }
};

template <uint32_t vec_size, uint32_t bdx, uint32_t bdy, typename DTypeIn, typename DTypeO>
__global__ void MergeStatesKernel(DTypeIn *__restrict__ V, float *__restrict__ S, DTypeO *__restrict__ v_merged,
                                  float *__restrict__ s_merged, uint32_t num_index_sets, uint32_t num_heads) {
  uint32_t tx = threadIdx.x, ty = threadIdx.y;
  uint32_t pos = blockIdx.x;
  uint32_t head_idx = blockIdx.y;
  constexpr uint32_t head_dim = vec_size * bdx;
  // bdy rows of the block each merge a strided subset of the states, then rows merge through shared memory
  __shared__ float smem_o[bdy][head_dim];
  __shared__ float smem_md[bdy][2];

  state_t<vec_size> st;
  for (uint32_t iter = ty; iter < num_index_sets; iter += bdy) {
    float s = S[(pos * num_index_sets + iter) * num_heads + head_idx];
    vec_t<float, vec_size> v;
    v.cast_load(V + ((pos * num_index_sets + iter) * num_heads + head_idx) * head_dim + tx * vec_size);
    st.merge(v, s, 1);
  }
#pragma unroll
  for (uint32_t i = 0; i < vec_size; ++i) smem_o[ty][tx * vec_size + i] = st.o[i];
  if (tx == 0) {
    smem_md[ty][0] = st.m;
    smem_md[ty][1] = st.d;
  }
  __syncthreads();
  if (ty == 0) {
    state_t<vec_size> total;
#pragma unroll
    for (uint32_t r = 0; r < bdy; ++r) {
      vec_t<float, vec_size> o;
#pragma unroll
      for (uint32_t i = 0; i < vec_size; ++i) o[i] = smem_o[r][tx * vec_size + i];
      total.merge(o, smem_md[r][0], smem_md[r][1]);
    }
    total.o.cast_store(v_merged + (pos * num_heads + head_idx) * head_dim + tx * vec_size);
    if (tx == 0) s_merged[pos * num_heads + head_idx] = total.get_lse();
  }
}

template <uint32_t vec_size, uint32_t bdx, uint32_t bdy, typename DTypeIn, typename DTypeO>
__global__ void VariableLengthMergeStatesKernel(DTypeIn *__restrict__ V, float *__restrict__ S,
                                                const int32_t *__restrict__ indptr, DTypeO *__restrict__ v_merged,
                                                float *__restrict__ s_merged, uint32_t num_heads) {
  uint32_t tx = threadIdx.x, ty = threadIdx.y;
  uint32_t pos = blockIdx.x;
  uint32_t head_idx = blockIdx.y;
  constexpr uint32_t head_dim = vec_size * bdx;
  const uint32_t begin = indptr[pos], num_index_sets = indptr[pos + 1] - begin;
  __shared__ float smem_o[bdy][head_dim];
  __shared__ float smem_md[bdy][2];

  if (num_index_sets == 0) {
    if (ty == 0) {
      vec_t<DTypeO, vec_size> z;
      for (uint32_t i = 0; i < vec_size; ++i) z[i] = DTypeO(0.f);
      z.store(v_merged + (pos * num_heads + head_idx) * head_dim + tx * vec_size);
      if (tx == 0) s_merged[pos * num_heads + head_idx] = -math::inf;
    }
    return;
  }

  state_t<vec_size> st;
  for (uint32_t iter = ty; iter < num_index_sets; iter += bdy) {
    const uint32_t row = begin + iter;
    float s = S[row * num_heads + head_idx] * math::log2e;
    vec_t<float, vec_size> v;
    v.cast_load(V + (row * num_heads + head_idx) * head_dim + tx * vec_size);
    st.merge(v, s, 1);
  }
#pragma unroll
  for (uint32_t i = 0; i < vec_size; ++i) smem_o[ty][tx * vec_size + i] = st.o[i];
  if (tx == 0) {
    smem_md[ty][0] = st.m;
    smem_md[ty][1] = st.d;
  }
  __syncthreads();
  if (ty == 0) {
    state_t<vec_size> total;
    for (uint32_t r = 0; r < bdy; ++r) {
      vec_t<float, vec_size> o;
#pragma unroll
      for (uint32_t i = 0; i < vec_size; ++i) o[i] = smem_o[r][tx * vec_size + i];
      total.merge(o, smem_md[r][0], smem_md[r][1]);
    }
    total.o.cast_store(v_merged + (pos * num_heads + head_idx) * head_dim + tx * vec_size);
    if (tx == 0) s_merged[pos * num_heads + head_idx] = total.get_lse();
  }
}

template __global__ void MergeStatesKernel<8, 16, 8, half, half>(half *, float *, half *, float *, uint32_t, uint32_t);
template __global__ void VariableLengthMergeStatesKernel<8, 16, 8, half, half>(half *, float *, const int32_t *,
                                                                               half *, float *, uint32_t);

}  // namespace flashinfer
