// @realcode Multi-level Daubechies D4 wavelet decomposition by lifting on periodic signals: constexpr coefficients in a namespace (sqrt(3) folded at compile time), one row per block with the row staged in dynamic shared memory declared as extern __shared__ float4 for 16-byte loads, levels halving the active length in place, and the detail bands written behind the approximation (a Mallat layout).
// @let ROWS = 4096
// @let LEN = 2048
// @buf signal f32[ROWS * LEN] uniform(-1, 1)
// @buf coeffs f32[ROWS * LEN] zero
// @launch d4_decompose grid(ROWS) block(256) shared(LEN * 8) args(signal, coeffs, i32(LEN), i32(5))
// @check coeffs abs=1e-4 rel=1e-4
#include <cuda_runtime.h>

namespace wavelet {
constexpr float kSqrt3 = 1.7320508075688772f;
constexpr float kSqrt2 = 1.4142135623730951f;
constexpr float kP1 = kSqrt3;               // predict
constexpr float kU1 = kSqrt3 / 4.0f;        // update
constexpr float kU2 = (kSqrt3 - 2.0f) / 4.0f;
constexpr float kNormE = (kSqrt3 - 1.0f) / kSqrt2;
constexpr float kNormO = (kSqrt3 + 1.0f) / kSqrt2;
}  // namespace wavelet

__global__ void d4_decompose(const float *__restrict__ signal, float *__restrict__ coeffs, int len, int levels) {
  extern __shared__ float4 smem4[];
  float *buf = reinterpret_cast<float *>(smem4);   // [0, len): working signal
  float *tmp = buf + len;                          // [len, 2 len): even/odd halves
  const float4 *row4 = reinterpret_cast<const float4 *>(signal + static_cast<size_t>(blockIdx.x) * len);
  for (int i = threadIdx.x; i < len / 4; i += blockDim.x) smem4[i] = row4[i];
  __syncthreads();
  float *out = coeffs + static_cast<size_t>(blockIdx.x) * len;
  int n = len;
  for (int lev = 0; lev < levels && n >= 8; ++lev) {
    const int h = n / 2;
    using namespace wavelet;
    // Split and predict: d = odd - sqrt3 * even.
    for (int i = threadIdx.x; i < h; i += blockDim.x) {
      tmp[i] = buf[2 * i];
      tmp[h + i] = buf[2 * i + 1] - kP1 * buf[2 * i];
    }
    __syncthreads();
    // Update: s = even + u1 * d + u2 * d[i - 1] (periodic).
    for (int i = threadIdx.x; i < h; i += blockDim.x) {
      const float dprev = tmp[h + (i + h - 1) % h];
      buf[i] = tmp[i] + kU1 * tmp[h + i] + kU2 * dprev;
    }
    __syncthreads();
    // Second predict (d += s[i + 1]) and normalise.
    for (int i = threadIdx.x; i < h; i += blockDim.x) {
      const float d = tmp[h + i] + buf[(i + 1) % h];
      out[h + i] = d * kNormO;
    }
    __syncthreads();
    for (int i = threadIdx.x; i < h; i += blockDim.x) buf[i] *= kNormE;
    __syncthreads();
    n = h;
  }
  for (int i = threadIdx.x; i < n; i += blockDim.x) out[i] = buf[i];
}
