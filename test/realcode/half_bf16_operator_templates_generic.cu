// @realcode Element-wise and reduction templates written once over the value type and instantiated for __half, __nv_bfloat16 and float through the C++ operators cuda_fp16.hpp/cuda_bf16.hpp define: a = T(2.5f), +=, -=, *=, unary minus, ++, comparisons (<, >=, ==), the ternary on 16-bit values, conversions through float(v) and static_cast<T>(int), a traits struct picking the accumulator type, and a per-row RMS reduction that accumulates in float and writes back in T.
// @let N = 1 << 23
// @let ROWS = 4096
// @let COLS = 1024
// @buf xh f16[N] uniform(-2, 2)
// @buf yh f16[N] uniform(-2, 2)
// @buf xb bf16[N] uniform(-2, 2)
// @buf yb bf16[N] uniform(-2, 2)
// @buf xf f32[N] uniform(-2, 2)
// @buf yf f32[N] uniform(-2, 2)
// @buf rmsh f16[ROWS] zero
// @buf rmsb bf16[ROWS] zero
// @buf counts i32[3] zero
// @launch axpby_clamp<__half> grid(N / 256) block(256) args(xh, yh, f32(0.75), f32(-1.25), i32(N))
// @launch axpby_clamp<__nv_bfloat16> grid(N / 256) block(256) args(xb, yb, f32(0.75), f32(-1.25), i32(N))
// @launch axpby_clamp<float> grid(N / 256) block(256) args(xf, yf, f32(0.75), f32(-1.25), i32(N))
// @launch leaky_count<__half> grid(N / 256) block(256) args(yh, counts, i32(N), i32(0))
// @launch leaky_count<__nv_bfloat16> grid(N / 256) block(256) args(yb, counts, i32(N), i32(1))
// @launch leaky_count<float> grid(N / 256) block(256) args(yf, counts, i32(N), i32(2))
// @launch row_rms<__half, 256> grid(ROWS) block(256) args(xh, rmsh, i32(COLS))
// @launch row_rms<__nv_bfloat16, 256> grid(ROWS) block(256) args(xb, rmsb, i32(COLS))
// @check yh abs=1e-2 rel=1e-2
// @check yb abs=2e-2 rel=2e-2
// @check yf abs=1e-6 rel=1e-6
// @check rmsh abs=1e-2 rel=1e-2
// @check rmsb abs=2e-2 rel=2e-2
// @check counts exact
#include <cuda_fp16.h>
#include <cuda_bf16.h>

template <typename T> struct acc_type { using type = float; };
template <> struct acc_type<double> { using type = double; };

// y = clamp(a * x + b * y, -2, 2), with the arithmetic in T (16-bit arithmetic for the 16-bit types).
template <typename T>
__global__ void axpby_clamp(const T *__restrict__ x, T *__restrict__ y, float a, float b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const T ta = static_cast<T>(a), tb = static_cast<T>(b);
  const T lo = T(-2.0f), hi = static_cast<T>(2);
  T v = ta * x[i];
  v += tb * y[i];
  if (v < lo) v = lo;
  v = v >= hi ? hi : v;
  y[i] = v;
}

// Leaky ReLU in place with slope 1/8 and a count of exact zeros and of values that rounded to one.
template <typename T>
__global__ void leaky_count(T *__restrict__ y, int *__restrict__ counts, int n, int slot) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  T v = y[i];
  T slope = T(0.125f);
  if (v < T(0.0f)) v *= slope;
  T one = T(1.0f);
  T w = v;
  w -= one;
  ++w;  // back to v, through T's rounding
  if (w == one || v == T(0.0f)) atomicAdd(&counts[slot], 1);
  y[i] = -(-w);
}

template <typename T, int BLOCK>
__global__ void row_rms(const T *__restrict__ x, T *__restrict__ out, int cols) {
  using Acc = typename acc_type<T>::type;
  __shared__ Acc partial[BLOCK / 32];
  const T *row = x + (size_t)blockIdx.x * cols;
  Acc sum = 0;
  for (int c = threadIdx.x; c < cols; c += BLOCK) {
    Acc v = float(row[c]);
    sum += v * v;
  }
  for (int o = 16; o > 0; o >>= 1) sum += __shfl_xor_sync(0xffffffffu, sum, o);
  if (threadIdx.x % 32 == 0) partial[threadIdx.x / 32] = sum;
  __syncthreads();
  if (threadIdx.x == 0) {
    Acc total = 0;
    for (int w = 0; w < BLOCK / 32; w++) total += partial[w];
    out[blockIdx.x] = static_cast<T>(sqrtf(total / cols));
  }
}

#define INSTANTIATE(T)                                                                     \
  template __global__ void axpby_clamp<T>(const T *, T *, float, float, int);            \
  template __global__ void leaky_count<T>(T *, int *, int, int);
INSTANTIATE(__half)
INSTANTIATE(__nv_bfloat16)
INSTANTIATE(float)
template __global__ void row_rms<__half, 256>(const __half *, __half *, int);
template __global__ void row_rms<__nv_bfloat16, 256>(const __nv_bfloat16 *, __nv_bfloat16 *, int);
