// @realcode Lookup tables where real code puts them, not in __constant__: function-local `static const` and `static constexpr` arrays inside __device__ functions (a Horner polynomial, an 8-tap filter, a 16-entry nibble popcount and a bit-reversal table indexed by data), namespace-scope `__device__ constexpr` and `__device__ const` tables, and a `constexpr` local array indexed by a runtime value; nvcc places each in global or constant memory.
// @let N = 1 << 22
// @buf x f32[N] uniform(-1, 1)
// @buf codes u32[N] uniform(0, 4294967295)
// @buf y f32[N] zero
// @buf bits u32[N] zero
// @launch apply_tables grid(cdiv(N, 256)) block(256) args(x, codes, y, bits, i32(N))
// @check y rel=1e-6 abs=1e-6
// @check bits exact
#include <cstdint>

__device__ constexpr float kHann8[8] = {0.0f, 0.1883f, 0.6113f, 0.9505f, 0.9505f, 0.6113f, 0.1883f, 0.0f};

__device__ const unsigned char kNibbleBits[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};

__device__ float poly_exp_approx(float t) {
  static const float coef[6] = {1.0f, 1.0f, 0.5f, 0.16666667f, 0.041666668f, 0.008333334f};
  float r = coef[5];
  for (int i = 4; i >= 0; --i) r = r * t + coef[i];
  return r;
}

__device__ float fir8(const float *x, int i, int n) {
  static constexpr float taps[8] = {-0.02f, 0.05f, 0.12f, 0.35f, 0.35f, 0.12f, 0.05f, -0.02f};
  float acc = 0.f;
#pragma unroll
  for (int k = 0; k < 8; ++k) {
    int j = min(max(i + k - 4, 0), n - 1);
    acc += taps[k] * kHann8[k] * x[j];
  }
  return acc;
}

__device__ uint32_t reverse_bytes_table(uint32_t v) {
  static const uint8_t rev4[16] = {0x0, 0x8, 0x4, 0xC, 0x2, 0xA, 0x6, 0xE, 0x1, 0x9, 0x5, 0xD, 0x3, 0xB, 0x7, 0xF};
  uint32_t r = 0;
  for (int b = 0; b < 8; ++b) r = (r << 4) | rev4[(v >> (4 * b)) & 0xF];
  return r;
}

__global__ void apply_tables(const float *__restrict__ x, const uint32_t *__restrict__ codes, float *y, uint32_t *bits, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  constexpr int kShift[4] = {0, 3, 7, 13};
  uint32_t c = codes[i];
  uint32_t pop = 0;
  for (int b = 0; b < 8; ++b) pop += kNibbleBits[(c >> (4 * b)) & 0xF];
  bits[i] = (reverse_bytes_table(c) >> kShift[c & 3]) ^ (pop << 26);
  float v = fir8(x, i, n);
  y[i] = poly_exp_approx(v) + kHann8[c & 7] * x[i];
}
