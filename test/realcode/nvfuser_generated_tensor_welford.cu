// @realcode nvFuser-generated CUDA as PyTorch's fusion compiler prints it: the runtime prelude's `nvfuser_index_t` (int64_t), `Tensor<T, N, M>` structs of a data pointer with `logical_size[N]` and `alloc_stride[M]` arrays, an aligned `Array<T, N, align>` register vector with `__align__(sizeof(T) * align)`, `loadGlobalToLocal<T, vec, is_volatile, CacheOp>` with `if constexpr` on the cache operator choosing `__ldg`/`__ldcs`/plain loads, `ceilDiv`, `welfordCombine` on (avg, M2, N) triples, a `blockWelford` over the block with `static_cast<nvfuser_index_t>` everywhere, and the kernel body's `i0 ... i15` / `T0 ... T7` naming, `#pragma unroll` loops over vector words and `b1`/`b3` predicate booleans; the generated kernels are `__device__` bodies behind thin `__global__` entries that build the Tensor arguments (nvFuser passes them by value).
// @let ROWS = 16384
// @let COLS = 2048
// @buf x f32[ROWS * COLS] uniform(-3, 3)
// @buf w f32[COLS] uniform(0.5, 1.5)
// @buf y f32[ROWS * COLS] zero
// @buf mean f32[ROWS] zero
// @buf rstd f32[ROWS] zero
// @launch nvfuser_layer_norm_entry grid(ROWS) block(256) args(x, w, y, mean, rstd, i64(ROWS), i64(COLS))
// @check y abs=1e-4 rel=1e-4
// @check mean abs=1e-6 rel=1e-5
// @check rstd rel=1e-5
#include <cstdint>
#include <cuda_runtime.h>

// ---- runtime prelude (the parts this kernel uses) ----
typedef int64_t nvfuser_index_t;

template <typename T, int Dims, int AllocDims = Dims> struct Tensor {
  __device__ T &operator[](nvfuser_index_t ind) { return data[ind]; }
  T *data;
  nvfuser_index_t logical_size[Dims];
  nvfuser_index_t alloc_stride[AllocDims];
};

template <typename scalar_t, int size, int align_size = 1> struct alignas(sizeof(scalar_t) * align_size) Array {
  scalar_t array[size];
  __device__ void set(scalar_t v) {
#pragma unroll
    for (int i = 0; i < size; ++i)
      array[i] = v;
  }
  __device__ scalar_t &operator[](const unsigned int i) { return array[i]; }
  __device__ const scalar_t &operator[](const unsigned int i) const { return array[i]; }
};

enum class CacheOp { AllLevels, Streaming, Global };

template <typename T, int vec_size, bool is_volatile, CacheOp cache_op>
__device__ void loadGlobalToLocal(T *to, T *from) {
  static_assert(vec_size == 4, "this prelude copy has only the 16-byte case");
  if constexpr (is_volatile) {
    for (int i = 0; i < vec_size; ++i)
      to[i] = static_cast<volatile T *>(from)[i];
  } else if constexpr (cache_op == CacheOp::Streaming) {
    *reinterpret_cast<float4 *>(to) = __ldcs(reinterpret_cast<float4 *>(from));
  } else if constexpr (cache_op == CacheOp::Global) {
    *reinterpret_cast<float4 *>(to) = __ldcg(reinterpret_cast<float4 *>(from));
  } else {
    *reinterpret_cast<float4 *>(to) = __ldg(reinterpret_cast<const float4 *>(from));
  }
}

__device__ constexpr nvfuser_index_t ceilDiv(nvfuser_index_t a, nvfuser_index_t b) { return (a + b - 1) / b; }

template <typename T, typename TN>
__device__ void welfordCombine(T &a_avg, T &a_M2, TN &a_N, const T b_avg, const T b_M2, TN b_N) {
  if (b_N == 0)
    return;
  TN ab_N = a_N + b_N;
  T b_N_div_ab_N = ((T)(nvfuser_index_t)(b_N)) / ((T)(nvfuser_index_t)(ab_N));
  T delta = b_avg - a_avg;
  a_avg += delta * b_N_div_ab_N;
  a_M2 += b_M2 + delta * delta * ((T)(nvfuser_index_t)(a_N)) * b_N_div_ab_N;
  a_N = ab_N;
}

template <typename T, typename TN>
__device__ void blockWelford(T &out_avg, T &out_M2, TN &out_N, const T &in_avg, const T &in_M2, const TN &in_N,
                             T *shared_mem_avg, T *shared_mem_M2, TN *shared_mem_N) {
  unsigned tid = threadIdx.x;
  shared_mem_avg[tid] = in_avg;
  shared_mem_M2[tid] = in_M2;
  shared_mem_N[tid] = in_N;
  __syncthreads();
  for (unsigned factor = blockDim.x / 2; factor > 0; factor >>= 1) {
    if (tid < factor)
      welfordCombine(shared_mem_avg[tid], shared_mem_M2[tid], shared_mem_N[tid], shared_mem_avg[tid + factor],
                     shared_mem_M2[tid + factor], shared_mem_N[tid + factor]);
    __syncthreads();
  }
  out_avg = shared_mem_avg[0];
  out_M2 = shared_mem_M2[0];
  out_N = shared_mem_N[0];
  __syncthreads();
}
// ---- end prelude ----

__device__ __forceinline__ void nvfuser_layer_norm_f0_c1_r0_g0(Tensor<float, 2, 2> T0, Tensor<float, 1, 1> T1,
                                                               Tensor<float, 2, 2> T7, Tensor<float, 1, 1> T5,
                                                               Tensor<float, 1, 1> T6) {
  __shared__ float s_avg[256];
  __shared__ float s_M2[256];
  __shared__ nvfuser_index_t s_N[256];
  nvfuser_index_t i0 = ((nvfuser_index_t)threadIdx.x) * 4;
  nvfuser_index_t i1 = T0.logical_size[1];
  nvfuser_index_t i2 = ((nvfuser_index_t)blockIdx.x) * T0.alloc_stride[0];
  nvfuser_index_t i3 = ceilDiv(i1, 1024);
  float T2[1] = {0.0f};
  float T3[1] = {0.0f};
  nvfuser_index_t T4[1] = {0};
#pragma unroll 1
  for (nvfuser_index_t i4 = 0; i4 < i3; ++i4) {
    nvfuser_index_t i5 = i0 + 1024 * i4;
    bool b1 = (i5 + 3) < i1;
    Array<float, 4, 4> T8;
    T8.set(0.0f);
    if (b1)
      loadGlobalToLocal<float, 4, false, CacheOp::Streaming>(&T8[0], &T0[i2 + i5]);
#pragma unroll
    for (nvfuser_index_t i6 = 0; i6 < 4; ++i6) {
      if (b1)
        welfordCombine(T2[0], T3[0], T4[0], T8[i6], 0.0f, (nvfuser_index_t)1);
    }
  }
  float T9[1];
  float T10[1];
  nvfuser_index_t T11[1];
  blockWelford<float, nvfuser_index_t>(T9[0], T10[0], T11[0], T2[0], T3[0], T4[0], s_avg, s_M2, s_N);
  float i7 = T9[0];
  float i8 = rsqrtf(T10[0] / (float)(T11[0]) + 1e-5f);
  if (threadIdx.x == 0) {
    T5[(nvfuser_index_t)blockIdx.x] = i7;
    T6[(nvfuser_index_t)blockIdx.x] = i8;
  }
#pragma unroll 1
  for (nvfuser_index_t i9 = 0; i9 < i3; ++i9) {
    nvfuser_index_t i10 = i0 + 1024 * i9;
    bool b3 = (i10 + 3) < i1;
    Array<float, 4, 4> T12;
    Array<float, 4, 4> T13;
    Array<float, 4, 4> T14;
    if (b3) {
      loadGlobalToLocal<float, 4, false, CacheOp::AllLevels>(&T12[0], &T0[i2 + i10]);
      loadGlobalToLocal<float, 4, false, CacheOp::Global>(&T13[0], &T1[i10]);
#pragma unroll
      for (nvfuser_index_t i11 = 0; i11 < 4; ++i11)
        T14[i11] = (T12[i11] - i7) * i8 * T13[i11];
      *reinterpret_cast<Array<float, 4, 4> *>(&T7[i2 + i10]) = T14;
    }
  }
}

__global__ void nvfuser_layer_norm_entry(float *x, float *w, float *y, float *mean, float *rstd, int64_t rows, int64_t cols) {
  Tensor<float, 2, 2> T0{x, {rows, cols}, {cols, 1}};
  Tensor<float, 1, 1> T1{w, {cols}, {1}};
  Tensor<float, 2, 2> T7{y, {rows, cols}, {cols, 1}};
  Tensor<float, 1, 1> T5{mean, {rows}, {1}};
  Tensor<float, 1, 1> T6{rstd, {rows}, {1}};
  nvfuser_layer_norm_f0_c1_r0_g0(T0, T1, T7, T5, T6);
}
