// @realcode SGLang's per_token_group_quant_fp8: 16 threads per 128-element group (several groups per block), a group absmax reduced with __shfl_xor_sync over a 16-lane mask computed from the thread's position in the warp, a template bool choosing row-major or column-major (TMA-aligned) scale storage, vectorised loads through a vec_t-style aligned struct of 8 bf16, __nv_fp8_e4m3 outputs with fminf/fmaxf clamping to +-448 and the scale's reciprocal multiply.
// @let M = 8192
// @let K = 4096
// @let G = 128
// @buf input bf16[M * K] uniform(-6, 6)
// @buf q_row u8[M * K] zero
// @buf s_row f32[M * K / G] zero
// @buf q_col u8[M * K] zero
// @buf s_col f32[M * K / G] zero
// @launch per_token_group_quant_8bit_kernel<__nv_bfloat16, __nv_fp8_e4m3, false> grid(M * K / G / 16) block(256) args(input, q_row, s_row, i32(G), i32(M * K / G), f32(1e-10), f32(-448.0), f32(448.0), i32(K / G), i32(M))
// @launch per_token_group_quant_8bit_kernel<__nv_bfloat16, __nv_fp8_e4m3, true> grid(M * K / G / 16) block(256) args(input, q_col, s_col, i32(G), i32(M * K / G), f32(1e-10), f32(-448.0), f32(448.0), i32(K / G), i32(M))
// @check q_row exact
// @check s_row rel=1e-6
// @check q_col exact
// @check s_col rel=1e-6
#include <cuda_bf16.h>
#include <cuda_fp8.h>
#include <cstdint>

template <typename T, int N>
struct alignas(sizeof(T) * N) vec_t {
  T data[N];
  __device__ __forceinline__ void load(const T *ptr) { *this = *reinterpret_cast<const vec_t *>(ptr); }
  __device__ __forceinline__ T &operator[](int i) { return data[i]; }
  __device__ __forceinline__ const T &operator[](int i) const { return data[i]; }
};

__device__ __forceinline__ float GroupReduceMax(float val, const int tid) {
  unsigned mask = threadIdx.x % 32 >= 16 ? 0xffff0000 : 0x0000ffff;
  val = fmaxf(val, __shfl_xor_sync(mask, val, 8));
  val = fmaxf(val, __shfl_xor_sync(mask, val, 4));
  val = fmaxf(val, __shfl_xor_sync(mask, val, 2));
  val = fmaxf(val, __shfl_xor_sync(mask, val, 1));
  return val;
}

template <typename T, typename DST_DTYPE, bool IS_COLUMN_MAJOR = false>
__global__ void per_token_group_quant_8bit_kernel(const T *__restrict__ input, void *__restrict__ output_q,
                                                  float *__restrict__ output_s, const int group_size,
                                                  const int num_groups, const float eps, const float min_8bit,
                                                  const float max_8bit, const int scale_num_rows,
                                                  const int scale_stride) {
  const int threads_per_group = 16;
  const int local_group_id = threadIdx.x / threads_per_group;
  const int lane_id = threadIdx.x % threads_per_group;
  const int block_group_id = blockIdx.x * (blockDim.x / threads_per_group);
  const int global_group_id = block_group_id + local_group_id;
  if (global_group_id >= num_groups) return;
  const int block_group_offset = global_group_id * group_size;
  float local_absmax = eps;
  const T *group_input = input + block_group_offset;
  DST_DTYPE *group_output = static_cast<DST_DTYPE *>(output_q) + block_group_offset;
  float *scale_output;
  if constexpr (IS_COLUMN_MAJOR) {
    const int row_idx = global_group_id / scale_num_rows;
    const int col_idx = global_group_id % scale_num_rows;
    scale_output = output_s + (col_idx * scale_stride + row_idx);
  } else {
    scale_output = output_s + global_group_id;
  }
  constexpr uint32_t vec_size = 16 / sizeof(T);
  using vec_type = vec_t<T, vec_size>;
  const int32_t num_vec_elems = group_size / vec_size;
  for (int32_t i = lane_id; i < num_vec_elems; i += 16) {
    vec_type input_vec;
    input_vec.load(group_input + i * vec_size);
#pragma unroll
    for (uint32_t j = 0; j < vec_size; ++j) {
      float val = static_cast<float>(input_vec[j]);
      float abs_val = fabsf(val);
      local_absmax = fmaxf(local_absmax, abs_val);
    }
  }
  local_absmax = GroupReduceMax(local_absmax, lane_id);
  const float y_s = local_absmax / max_8bit;
  if (lane_id == 0) *scale_output = y_s;
  for (int32_t i = lane_id; i < num_vec_elems; i += 16) {
    vec_type input_vec;
    input_vec.load(group_input + i * vec_size);
#pragma unroll
    for (uint32_t j = 0; j < vec_size; ++j) {
      float val = static_cast<float>(input_vec[j]);
      float q_val = fminf(fmaxf(val / y_s, min_8bit), max_8bit);
      group_output[i * vec_size + j] = DST_DTYPE(q_val);
    }
  }
}
template __global__ void per_token_group_quant_8bit_kernel<__nv_bfloat16, __nv_fp8_e4m3, false>(const __nv_bfloat16 *, void *, float *, int, int, float, float, float, int, int);
template __global__ void per_token_group_quant_8bit_kernel<__nv_bfloat16, __nv_fp8_e4m3, true>(const __nv_bfloat16 *, void *, float *, int, int, float, float, float, int, int);
