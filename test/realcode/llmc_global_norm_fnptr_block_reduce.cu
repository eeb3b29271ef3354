// @realcode llm.c's global gradient norm: a blockReduce<warpReduceSum> template taking the warp reduction as a function-pointer template argument (__shfl_xor_sync butterflies, a __shared__ float[32] scratch, an optional final broadcast), a grid-stride sum of squares over several parameter tensors whose per-block partials go to a [slices x blocks] buffer, a deterministic second pass, then the clip scale and an in-place grad *= scale with Packed128-style float4 loads (__ldcs) and stores.
// @let N = 1 << 22
// @let NB = 264
// @buf grads f32[N] uniform(-0.01, 0.01)
// @buf partials f32[NB * 2] zero
// @buf norm f32[2] zero
// @launch global_norm_squared_kernel<float> grid(NB, 2) block(512) args(partials, grads, u64(N / 2), i64(N / 2))
// @launch global_norm_aggregate_kernel grid(1) block(1024) args(partials, u64(NB * 2), norm)
// @launch clip_grads_kernel grid(cdiv(N / 4, 512)) block(512) args(grads, norm, f32(1.0), u64(N))
// @check partials rel=1e-4 abs=1e-9
// @check norm rel=1e-4
// @check grads rel=1e-4 abs=1e-9
#include <cuda_runtime.h>
#include <cstddef>

#define WARP_SIZE 32U

__device__ inline float warpReduceSum(float val) {
  for (int offset = 16; offset > 0; offset /= 2) val += __shfl_xor_sync(0xFFFFFFFF, val, offset);
  return val;
}
__device__ inline float warpReduceMax(float val) {
  for (int offset = 16; offset > 0; offset /= 2) val = fmaxf(val, __shfl_xor_sync(0xFFFFFFFF, val, offset));
  return val;
}

using reduction_func_t = float (*)(float);
template <reduction_func_t warp_reduction>
__device__ inline float blockReduce(float val, bool final_sync = false, float out_of_bounds = 0.0f) {
  __shared__ float shared_val[WARP_SIZE];
  const int lane_id = threadIdx.x % WARP_SIZE;
  const int warp_id = threadIdx.x / WARP_SIZE;
  const int num_warps = blockDim.x / WARP_SIZE;
  float warp_val = warp_reduction(val);
  if (lane_id == 0) shared_val[warp_id] = warp_val;
  __syncthreads();
  warp_val = (lane_id < num_warps) ? shared_val[lane_id] : out_of_bounds;
  float block_val = warp_reduction(warp_val);
  if (final_sync) __syncthreads();
  return block_val;
}

template <class T>
__device__ float global_norm_squared_for_range(const T *data, size_t count) {
  size_t index = blockIdx.x * blockDim.x + threadIdx.x;
  size_t grid_width = blockDim.x * gridDim.x;
  float accumulator = 0.f;
  for (size_t i = index; i < count; i += grid_width) accumulator += (float)data[i] * (float)data[i];
  return blockReduce<warpReduceSum>(accumulator);
}

// gridDim.y slices the parameters (one per tensor); each block writes its own partial.
template <class T>
__global__ void global_norm_squared_kernel(float *out, const T *data, size_t count, ptrdiff_t stride) {
  float block_sum = global_norm_squared_for_range(data + blockIdx.y * stride, count);
  if (threadIdx.x == 0) out[blockIdx.y * gridDim.x + blockIdx.x] = block_sum;
}
template __global__ void global_norm_squared_kernel<float>(float *, const float *, size_t, ptrdiff_t);

__global__ void global_norm_aggregate_kernel(float *out, size_t grid_size, float *norm) {
  size_t index = threadIdx.x;
  float block_sum = 0.f;
  for (size_t i = index; i < grid_size; i += blockDim.x) block_sum += out[i];
  float total = blockReduce<warpReduceSum>(block_sum, true);
  float biggest = blockReduce<warpReduceMax>(block_sum, false, -1.0f);
  if (threadIdx.x == 0) {
    norm[0] = sqrtf(total);
    norm[1] = biggest;
  }
}

__device__ float4 load128cs(const float *address) { return __ldcs(reinterpret_cast<const float4 *>(address)); }
__device__ void store128(float *target, float4 value) { *reinterpret_cast<float4 *>(target) = value; }

__global__ void clip_grads_kernel(float *grads, const float *__restrict__ norm, float max_norm, size_t n) {
  size_t i = ((size_t)blockIdx.x * blockDim.x + threadIdx.x) * 4;
  if (i >= n) return;
  float gn = norm[0];
  float scale = gn > max_norm ? max_norm / gn : 1.0f;
  float4 g = load128cs(grads + i);
  g.x *= scale; g.y *= scale; g.z *= scale; g.w *= scale;
  store128(grads + i, g);
}
