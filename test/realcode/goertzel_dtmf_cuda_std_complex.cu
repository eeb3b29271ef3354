// @realcode a DTMF / tone detector as telephony and SDR code writes it: one block per 205-sample frame, each of the 8 DTMF frequencies (plus their 2nd harmonics) tracked by the Goertzel recurrence s[n] = x[n] + 2cos(w) s[n-1] - s[n-2] on a slice of the frame per warp, the slices' partial states joined exactly with cuda::std::complex<float> phase rotations (the Goertzel state as a complex partial DFT), templated on the number of tones with cuda::std::array<float, K> coefficient tables built by a constexpr function, the power per tone from cuda::std::norm, and the decision (row, column, twist, harmonic checks) written as a digit code in an enum class.
// @let FRAMES = 65536
// @let FL = 205
// @buf samples f32[FRAMES * FL] uniform(-1, 1)
// @buf power f32[FRAMES * 16] zero
// @buf digit i32[FRAMES] zero
// @launch synth_tones grid(FRAMES) block(256) args(samples)
// @launch goertzel_frames<8> grid(FRAMES) block(256) args(samples, power, i32(FRAMES))
// @launch decide_digits grid(cdiv(FRAMES, 128)) block(128) args(power, digit, i32(FRAMES))
// @check power abs=1e-2 rel=2e-3
// @check digit frac=2e-4 (a tone power within rounding of the threshold may decide either way)
#include <cuda/std/array>
#include <cuda/std/complex>
#include <cuda/std/cmath>

constexpr int kFrame = 205;
constexpr float kRate = 8000.0f;
__host__ __device__ constexpr float tone_hz(int i) {
  switch (i) {
  case 0: return 697.f; case 1: return 770.f; case 2: return 852.f; case 3: return 941.f;
  case 4: return 1209.f; case 5: return 1336.f; case 6: return 1477.f; default: return 1633.f;
  }
}

enum class Digit : int { None = -1, D0 = 0, D1, D2, D3, D4, D5, D6, D7, D8, D9, Star, Hash, A, B, C, D };

__host__ __device__ constexpr int bin_of(float f) { return (int)(f * kFrame / kRate + 0.5f); }

template <int K> struct ToneTable {
  cuda::std::array<int, 2 * K> bins{};
  __host__ __device__ constexpr ToneTable() {
    for (int i = 0; i < K; ++i) {
      bins[i] = bin_of(tone_hz(i));
      bins[K + i] = bin_of(2.0f * tone_hz(i));  // second harmonic: speech, not a tone
    }
  }
};

// Each frame is a digit's two tones plus the noise already in the buffer (frame f: digit f % 16, some silent).
__global__ void synth_tones(float *x) {
  const int f = blockIdx.x;
  const int d = f % 17;  // 16 digits and silence
  const int row = d % 4, col = (d / 4) % 4;
  for (int n = threadIdx.x; n < kFrame; n += blockDim.x) {
    float v = 0.25f * x[(size_t)f * kFrame + n];
    if (d < 16) {
      v += 0.7f * __sinf(2.0f * 3.14159265f * tone_hz(row) * n / kRate);
      v += 0.6f * __sinf(2.0f * 3.14159265f * tone_hz(4 + col) * n / kRate);
    }
    x[(size_t)f * kFrame + n] = v;
  }
}

template <int K>
__global__ void __launch_bounds__(256) goertzel_frames(const float *__restrict__ x, float *__restrict__ power, int frames) {
  using cf = cuda::std::complex<float>;
  constexpr ToneTable<K> table{};
  static_assert(2 * K <= 32, "one lane per tone and harmonic");
  __shared__ float frame[kFrame];
  __shared__ cf partial[8][2 * K];
  const int f = blockIdx.x;
  if (f >= frames) return;
  for (int n = threadIdx.x; n < kFrame; n += blockDim.x) frame[n] = x[(size_t)f * kFrame + n];
  __syncthreads();
  const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  const int chunk = (kFrame + 7) / 8, lo = warp * chunk, hi = min(kFrame, lo + chunk);
  if (lane < 2 * K) {
    const float w = 2.0f * 3.14159265358979f * table.bins[lane] / kFrame;
    const float coeff = 2.0f * cosf(w);
    float s1 = 0.f, s2 = 0.f;
    for (int n = lo; n < hi; ++n) {
      float s0 = frame[n] + coeff * s1 - s2;
      s2 = s1;
      s1 = s0;
    }
    // This slice's partial DFT sum_n x[n] e^{-jw n}, from the last two states, at the slice's start phase.
    cf y = cf(s1 - s2 * cosf(w), s2 * sinf(w));  // = e^{jw(L-1)} * sum x[lo+m] e^{-jw m}
    cf undo = cuda::std::polar(1.0f, -w * (float)(hi - lo - 1));
    cf start = cuda::std::polar(1.0f, -w * (float)lo);
    partial[warp][lane] = y * undo * start;
  }
  __syncthreads();
  if (threadIdx.x < 2 * K) {
    cf sum = 0.f;
#pragma unroll
    for (int wv = 0; wv < 8; ++wv) sum += partial[wv][threadIdx.x];
    power[(size_t)f * 16 + threadIdx.x] = cuda::std::norm(sum);
  }
}

__device__ Digit digit_of(int row, int col) {
  constexpr Digit keypad[4][4] = {{Digit::D1, Digit::D2, Digit::D3, Digit::A},
                                  {Digit::D4, Digit::D5, Digit::D6, Digit::B},
                                  {Digit::D7, Digit::D8, Digit::D9, Digit::C},
                                  {Digit::Star, Digit::D0, Digit::Hash, Digit::D}};
  return keypad[row][col];
}

__global__ void decide_digits(const float *__restrict__ power, int *__restrict__ digit, int frames) {
  const int f = blockIdx.x * blockDim.x + threadIdx.x;
  if (f >= frames) return;
  const float *p = power + (size_t)f * 16;
  int row = 0, col = 4;
  for (int i = 1; i < 4; ++i) row = p[i] > p[row] ? i : row;
  for (int i = 5; i < 8; ++i) col = p[i] > p[col] ? i : col;
  const float pr = p[row], pc = p[col];
  Digit d = Digit::None;
  const bool strong = pr > 200.f && pc > 200.f;
  const bool twist = pc < 8.f * pr && pr < 8.f * pc;
  const bool pure = p[8 + row] < 0.1f * pr && p[8 + col] < 0.1f * pc;
  if (strong && twist && pure) d = digit_of(row, col - 4);
  digit[f] = static_cast<int>(d);
}

template __global__ void goertzel_frames<8>(const float *__restrict__, float *__restrict__, int);
