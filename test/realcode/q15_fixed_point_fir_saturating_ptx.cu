// @realcode a Q15 fixed-point FIR decimator as DSP libraries (CMSIS-DSP style, ported to CUDA) write it: int16 samples and taps, 64-bit accumulation through __mul24-free mad.wide.s32 spelled as inline PTX, the rounding mode an enum class template argument (truncate, round-half-up, convergent) resolved with if constexpr, the result narrowed with PTX cvt.sat.s16.s32 (inline asm with "=h"/"r"), the taps in __constant__ memory, two int16 samples per 32-bit load unpacked with __byte_perm, and a per-block saturation count kept with __syncthreads_count.
// @let N = 1 << 24
// @let TAPS = 32
// @let DEC = 2
// @buf x i16[N + TAPS] uniform(-32768, 32768)
// @buf y0 i16[N / DEC] zero
// @buf y1 i16[N / DEC] zero
// @buf y2 i16[N / DEC] zero
// @buf sat i32[cdiv(N / DEC, 256) * 3] zero
// @const c_taps i16[TAPS] uniform(-9000, 9000)
// @launch fir_decimate<(Rounding)0> grid(cdiv(N / DEC, 256)) block(256) args(x, y0, sat, i32(N / DEC), i32(0))
// @launch fir_decimate<(Rounding)1> grid(cdiv(N / DEC, 256)) block(256) args(x, y1, sat, i32(N / DEC), i32(1))
// @launch fir_decimate<(Rounding)2> grid(cdiv(N / DEC, 256)) block(256) args(x, y2, sat, i32(N / DEC), i32(2))
// @check y0 exact
// @check y1 exact
// @check y2 exact
// @check sat exact
#include <cstdint>

constexpr int kTaps = 32;
constexpr int kDec = 2;
__constant__ int16_t c_taps[kTaps];

enum class Rounding { Truncate, HalfUp, Convergent };

__device__ __forceinline__ long long mad_wide(int a, int b, long long acc) {
  long long r;
  asm("mad.wide.s32 %0, %1, %2, %3;" : "=l"(r) : "r"(a), "r"(b), "l"(acc));
  return r;
}

__device__ __forceinline__ int16_t sat16(int v) {
  short r;
  asm("cvt.sat.s16.s32 %0, %1;" : "=h"(r) : "r"(v));
  return r;
}

template <Rounding R> __device__ __forceinline__ long long round_q15(long long acc) {
  if constexpr (R == Rounding::Truncate) {
    return acc >> 15;
  } else if constexpr (R == Rounding::HalfUp) {
    return (acc + (1ll << 14)) >> 15;
  } else {
    // Round half to even: add half, then clear the lsb on an exact tie.
    long long q = (acc + (1ll << 14)) >> 15;
    if ((acc & 0x7fff) == 0x4000) q &= ~1ll;
    return q;
  }
}

__device__ __forceinline__ int lo16(unsigned w) { return (int)(short)__byte_perm(w, 0, 0x4410); }
__device__ __forceinline__ int hi16(unsigned w) { return (int)(short)__byte_perm(w, 0, 0x4432); }

template <Rounding R>
__global__ void __launch_bounds__(256) fir_decimate(const int16_t *__restrict__ x, int16_t *__restrict__ y,
                                                    int *__restrict__ sat_count, int n_out, int which) {
  static_assert(kTaps % 2 == 0, "taps are read in pairs");
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  bool saturated = false;
  if (i < n_out) {
    // x is 4-byte aligned at every output (kDec == 2): read sample pairs as one 32-bit word.
    const unsigned *xp = reinterpret_cast<const unsigned *>(x + (size_t)i * kDec);
    long long acc = 0;
#pragma unroll
    for (int k = 0; k < kTaps; k += 2) {
      const unsigned w = __ldg(xp + k / 2);
      acc = mad_wide(lo16(w), c_taps[k], acc);
      acc = mad_wide(hi16(w), c_taps[k + 1], acc);
    }
    const long long q = round_q15<R>(acc);
    const int clipped = (int)max(min(q, (long long)INT_MAX), (long long)INT_MIN);
    const int16_t out = sat16(clipped);
    saturated = out != q;
    y[i] = out;
  }
  const int count = __syncthreads_count(saturated);
  if (threadIdx.x == 0) sat_count[blockIdx.x * 3 + which] = count;
}

template __global__ void fir_decimate<Rounding::Truncate>(const int16_t *__restrict__, int16_t *__restrict__, int *__restrict__, int, int);
template __global__ void fir_decimate<Rounding::HalfUp>(const int16_t *__restrict__, int16_t *__restrict__, int *__restrict__, int, int);
template __global__ void fir_decimate<Rounding::Convergent>(const int16_t *__restrict__, int16_t *__restrict__, int *__restrict__, int, int);
