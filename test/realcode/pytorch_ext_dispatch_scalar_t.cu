// @realcode PyTorch-extension-style kernels: templated on scalar_t with an accumulate type trait, a c10::Half-like wrapper struct around __half (conversions through __half2float/__float2half_rn, arithmetic via float), an AT_DISPATCH-like macro whose lambda launches each instantiation from host code, __restrict__ pointers, int64_t sizes, a grid-stride fused bias + leaky-ReLU and a per-row sum-of-squares with a warp-shuffle reduction.
// @let ROWS = 16384
// @let COLS = 1024
// @buf xf f32[ROWS * COLS] uniform(-3, 3)
// @buf bf f32[COLS] uniform(-1, 1)
// @buf yf f32[ROWS * COLS] zero
// @buf xh f16[ROWS * COLS] uniform(-3, 3)
// @buf bh f16[COLS] uniform(-1, 1)
// @buf yh f16[ROWS * COLS] zero
// @buf ssf f32[ROWS] zero
// @buf ssh f32[ROWS] zero
// @launch bias_leaky_relu_kernel<float> grid(2048) block(256) args(xf, bf, yf, i64(ROWS * COLS), i64(COLS), f32(0.1))
// @launch bias_leaky_relu_kernel<mini_c10::Half> grid(2048) block(256) args(xh, bh, yh, i64(ROWS * COLS), i64(COLS), f32(0.1))
// @launch row_sumsq_kernel<float> grid(ROWS / 8) block(256) args(yf, ssf, i64(ROWS), i64(COLS))
// @launch row_sumsq_kernel<mini_c10::Half> grid(ROWS / 8) block(256) args(yh, ssh, i64(ROWS), i64(COLS))
// @check yf abs=1e-6 rel=1e-6
// @check yh abs=1e-3 rel=1e-3
// @check ssf abs=1e-2 rel=1e-5
// @check ssh abs=1e-2 rel=1e-5
#include <cuda_fp16.h>
#include <cstdint>
#include <cstdio>

namespace mini_c10 {
// Two bytes, as at::Half: stored as bits, computed in float.
struct alignas(2) Half {
  unsigned short bits;
  Half() = default;
  __host__ __device__ Half(float f) : bits(__half_as_ushort(__float2half_rn(f))) {}
  __host__ __device__ operator float() const { return __half2float(__ushort_as_half(bits)); }
};
enum class ScalarType { Float, Half };
}  // namespace mini_c10

template <typename T> struct acc_type { using type = T; };
template <> struct acc_type<mini_c10::Half> { using type = float; };

#define MINI_DISPATCH_FLOAT_AND_HALF(TYPE, NAME, ...)              \
  [&] {                                                              \
    switch (TYPE) {                                                  \
    case mini_c10::ScalarType::Float: {                              \
      using scalar_t = float;                                        \
      return __VA_ARGS__();                                          \
    }                                                                \
    case mini_c10::ScalarType::Half: {                               \
      using scalar_t = mini_c10::Half;                               \
      return __VA_ARGS__();                                          \
    }                                                                \
    }                                                                \
    std::printf("%s: unsupported type\n", NAME);                     \
  }()

template <typename scalar_t>
__global__ void bias_leaky_relu_kernel(const scalar_t *__restrict__ x, const scalar_t *__restrict__ bias,
                                       scalar_t *__restrict__ y, int64_t n, int64_t cols, float slope) {
  using acc_t = typename acc_type<scalar_t>::type;
  for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x) {
    acc_t v = static_cast<acc_t>(x[i]) + static_cast<acc_t>(bias[i % cols]);
    y[i] = static_cast<scalar_t>(v > acc_t(0) ? v : v * static_cast<acc_t>(slope));
  }
}

template <typename scalar_t>
__global__ void row_sumsq_kernel(const scalar_t *__restrict__ y, float *__restrict__ out, int64_t rows, int64_t cols) {
  const int64_t row = blockIdx.x * (int64_t)(blockDim.x / 32) + threadIdx.x / 32;
  const int lane = threadIdx.x % 32;
  if (row >= rows)
    return;
  float acc = 0.f;
  for (int64_t c = lane; c < cols; c += 32) {
    float v = static_cast<float>(y[row * cols + c]);
    acc += v * v;
  }
#pragma unroll
  for (int off = 16; off > 0; off >>= 1)
    acc += __shfl_xor_sync(0xffffffffu, acc, off);
  if (lane == 0)
    out[row] = acc;
}

// Host side, as an extension's launcher: one dispatch per operator.
void bias_leaky_relu(mini_c10::ScalarType t, const void *x, const void *b, void *y, int64_t rows, int64_t cols,
                     float slope, float *sumsq) {
  MINI_DISPATCH_FLOAT_AND_HALF(t, "bias_leaky_relu", [&] {
    const int64_t n = rows * cols;
    bias_leaky_relu_kernel<scalar_t><<<2048, 256>>>(static_cast<const scalar_t *>(x), static_cast<const scalar_t *>(b),
                                                    static_cast<scalar_t *>(y), n, cols, slope);
    row_sumsq_kernel<scalar_t><<<(unsigned)((rows + 7) / 8), 256>>>(static_cast<const scalar_t *>(y), sumsq, rows, cols);
  });
}
