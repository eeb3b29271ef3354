// @realcode Audio/SDR polyphase rational resampling as GPU DSP libraries (cuSignal's upfirdn, libsoxr-style ports) do it: the prototype low-pass built on the device from a Kaiser-windowed sinc (cyl_bessel_i0f for the window, sinpif for the sinc, normalised per phase by a block reduction), taps stored phase-major in a __device__ array sized by template parameters, then an up-by-L / down-by-M kernel where each output sample picks its phase and input offset with integer arithmetic on 64-bit positions, dot-products its phase's taps against a shared-memory window of the input, and a stereo variant that reads interleaved float2 frames.
// @let NIN = 1 << 22
// @let NOUT = NIN * 3 / 2
// @buf taps f32[3 * 32] zero
// @buf x f32[NIN] uniform(-1, 1)
// @buf y f32[NOUT] zero
// @buf xs f32[NIN * 2] uniform(-1, 1)
// @buf ys f32[NOUT * 2] zero
// @launch design_kaiser_taps<3, 32> grid(1) block(96) args(taps, f32(8.6), f32(0.45))
// @launch upfirdn_kernel<3, 2, 32> grid(NOUT / 256) block(256) args(taps, x, y, i32(NIN), i32(NOUT))
// @launch upfirdn_stereo<3, 2, 32> grid(NOUT / 256) block(256) args(taps, xs, ys, i32(NIN), i32(NOUT))
// The taps come from cyl_bessel_i0f, sinpif and a sum over 32 taps per phase (the reduction order is fixed),
// a few ulps each where fmas form differently; each output is then a 32-term dot product.
// @check taps abs=1e-6 rel=1e-5
// @check y abs=1e-5 rel=1e-5
// @check ys abs=1e-5 rel=1e-5
#include <cstdint>

// The prototype filter has L * TPP taps; phase p holds taps p, p + L, p + 2L, ... (reversed for the dot product).
template <int L, int TPP>
__global__ void design_kaiser_taps(float* __restrict__ taps, float beta, float cutoff) {
  constexpr int NT = L * TPP;
  __shared__ float h[NT];
  __shared__ float phase_sum[L];
  const int t = threadIdx.x;
  for (int k = t; k < NT; k += blockDim.x) {
    float n = k - 0.5f * (NT - 1);
    float r = 2.0f * n / (NT - 1);
    float w = cyl_bessel_i0f(beta * sqrtf(fmaxf(0.0f, 1.0f - r * r))) / cyl_bessel_i0f(beta);
    float xarg = cutoff * n / L;
    float s = fabsf(xarg) < 1e-7f ? 1.0f : sinpif(xarg) / (3.14159265f * xarg);
    h[k] = w * s;
  }
  __syncthreads();
  if (t < L) {
    float s = 0.0f;
    for (int j = 0; j < TPP; ++j) s += h[t + j * L];
    phase_sum[t] = s;
  }
  __syncthreads();
  for (int k = t; k < NT; k += blockDim.x) {
    int p = k % L, j = k / L;
    taps[p * TPP + (TPP - 1 - j)] = h[k] / phase_sum[p];
  }
}

// Output sample m sits at input position m * M / L: phase (m * M) % L, newest input index (m * M) / L.
template <int L, int M, int TPP>
__device__ __forceinline__ float upfirdn_one(const float* __restrict__ taps, const float* __restrict__ x, long long m, int nin) {
  long long pos = m * M;
  int phase = (int)(pos % L);
  long long newest = pos / L;
  const float* h = taps + phase * TPP;
  float acc = 0.0f;
#pragma unroll 8
  for (int j = 0; j < TPP; ++j) {
    long long idx = newest - (TPP - 1) + j;
    float v = (idx >= 0 && idx < nin) ? __ldg(&x[idx]) : 0.0f;
    acc += h[j] * v;
  }
  return acc;
}

template <int L, int M, int TPP>
__global__ void __launch_bounds__(256) upfirdn_kernel(const float* __restrict__ taps, const float* __restrict__ x, float* __restrict__ y,
                                                     int nin, int nout) {
  __shared__ float sh[L * TPP];
  for (int k = threadIdx.x; k < L * TPP; k += blockDim.x) sh[k] = taps[k];
  __syncthreads();
  long long m = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  if (m < nout) y[m] = upfirdn_one<L, M, TPP>(sh, x, m, nin);
}

template <int L, int M, int TPP>
__global__ void __launch_bounds__(256) upfirdn_stereo(const float* __restrict__ taps, const float2* __restrict__ x, float2* __restrict__ y,
                                                     int nin, int nout) {
  long long m = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  if (m >= nout) return;
  long long pos = m * M;
  const float* h = taps + (int)(pos % L) * TPP;
  long long newest = pos / L;
  float2 acc = make_float2(0.0f, 0.0f);
#pragma unroll 8
  for (int j = 0; j < TPP; ++j) {
    long long idx = newest - (TPP - 1) + j;
    float2 v = (idx >= 0 && idx < nin) ? __ldg(&x[idx]) : make_float2(0.0f, 0.0f);
    acc.x += h[j] * v.x;
    acc.y += h[j] * v.y;
  }
  y[m] = acc;
}

template __global__ void design_kaiser_taps<3, 32>(float*, float, float);
template __global__ void upfirdn_kernel<3, 2, 32>(const float*, const float*, float*, int, int);
template __global__ void upfirdn_stereo<3, 2, 32>(const float*, const float2*, float2*, int, int);
