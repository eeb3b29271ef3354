// @realcode Speech front-end features (MFCC) as GPU ASR pipelines compute them: frames of 400 samples with a 160-sample hop, pre-emphasis and a Hamming window applied while staging the frame in shared memory, a 512-point real DFT by one block per frame from a __constant__-free twiddle recurrence with sincospif, the power spectrum, a triangular mel filterbank whose edges a __host__ __device__ hz_to_mel/mel_to_hz pair computes on the device, log energies with a floor, and a DCT-II to 13 cepstra with orthonormal scaling plus a sinusoidal lifter; the per-frame energy as cepstrum 0 replacement, Kaldi-style.
// @let FRAMES = 8192
// @let HOP = 160
// @let SAMPLES = FRAMES * HOP + 400
// @buf audio f32[SAMPLES] uniform(-1, 1)
// @buf power f32[FRAMES * 257] zero
// @buf mfcc f32[FRAMES * 13] zero
// @launch power_spectrum_kernel grid(FRAMES) block(256) args(audio, power, i32(FRAMES))
// @launch mel_cepstrum_kernel grid(FRAMES) block(64) args(power, mfcc, f32(16000), f32(20), f32(7600))
// @check power abs=1e-2 rel=1e-3
// @check mfcc abs=2e-3 rel=1e-3

#define FRAME_LEN 400
#define FRAME_SHIFT 160
#define FFT_LEN 512
#define NUM_BINS (FFT_LEN / 2 + 1)
#define NUM_MEL 40
#define NUM_CEPS 13
#define PREEMPH 0.97f
#define CEP_LIFTER 22.0f

__host__ __device__ inline float hz_to_mel(float hz) { return 1127.0f * logf(1.0f + hz / 700.0f); }
__host__ __device__ inline float mel_to_hz(float mel) { return 700.0f * (expf(mel / 1127.0f) - 1.0f); }

__global__ void __launch_bounds__(256) power_spectrum_kernel(const float *__restrict__ audio, float *__restrict__ power, int num_frames) {
  __shared__ float frame[FFT_LEN];
  __shared__ float red[256];
  const int f = blockIdx.x;
  const float *src = audio + (size_t)f * FRAME_SHIFT;
  // remove the DC offset first, as Kaldi does
  float s = 0.f;
  for (int i = threadIdx.x; i < FRAME_LEN; i += blockDim.x)
    s += src[i];
  red[threadIdx.x] = s;
  __syncthreads();
  for (int o = 128; o > 0; o >>= 1) {
    if (threadIdx.x < o)
      red[threadIdx.x] += red[threadIdx.x + o];
    __syncthreads();
  }
  const float mean = red[0] / FRAME_LEN;
  for (int i = threadIdx.x; i < FFT_LEN; i += blockDim.x) {
    float v = 0.f;
    if (i < FRAME_LEN) {
      const float cur = src[i] - mean;
      const float prev = (i > 0 ? src[i - 1] : src[0]) - mean;
      const float hamming = 0.54f - 0.46f * cospif(2.0f * i / (FRAME_LEN - 1));
      v = (cur - PREEMPH * prev) * hamming;
    }
    frame[i] = v;
  }
  __syncthreads();
  // one bin per thread (and bin 256 by thread 0): direct DFT with an exact phase index
  for (int k = threadIdx.x; k < NUM_BINS; k += blockDim.x) {
    float re = 0.f, im = 0.f;
    for (int n = 0; n < FFT_LEN; ++n) {
      const int ph = (k * n) & (FFT_LEN - 1);
      float sn, cs;
      sincospif(ph * (2.0f / FFT_LEN), &sn, &cs);
      re += frame[n] * cs;
      im -= frame[n] * sn;
    }
    power[(size_t)f * NUM_BINS + k] = re * re + im * im;
  }
}

__global__ void mel_cepstrum_kernel(const float *__restrict__ power, float *__restrict__ mfcc, float sample_rate, float low_hz, float high_hz) {
  __shared__ float log_mel[NUM_MEL];
  __shared__ float energy;
  const float *p = power + (size_t)blockIdx.x * NUM_BINS;
  const float mel_lo = hz_to_mel(low_hz), mel_hi = hz_to_mel(high_hz);
  const float mel_step = (mel_hi - mel_lo) / (NUM_MEL + 1);
  const float bin_hz = sample_rate / FFT_LEN;
  if (threadIdx.x < NUM_MEL) {
    const int m = threadIdx.x;
    const float left = mel_lo + m * mel_step, centre = left + mel_step, right = centre + mel_step;
    float acc = 0.f;
    for (int k = 1; k < NUM_BINS - 1; ++k) {
      const float mel = hz_to_mel(k * bin_hz);
      if (mel > left && mel < right) {
        const float w = mel <= centre ? (mel - left) / (centre - left) : (right - mel) / (right - centre);
        acc += w * p[k];
      }
    }
    log_mel[m] = logf(fmaxf(acc, 1.1920929e-07f));
  }
  if (threadIdx.x == 32) {
    float e = 0.f;
    for (int k = 0; k < NUM_BINS; ++k)
      e += p[k];
    energy = logf(fmaxf(e, 1.1920929e-07f));
  }
  __syncthreads();
  if (threadIdx.x < NUM_CEPS) {
    const int c = threadIdx.x;
    float acc = 0.f;
    for (int m = 0; m < NUM_MEL; ++m)
      acc += log_mel[m] * cospif(c * (m + 0.5f) / NUM_MEL);
    acc *= c == 0 ? sqrtf(1.0f / NUM_MEL) : sqrtf(2.0f / NUM_MEL);
    const float lifter = 1.0f + 0.5f * CEP_LIFTER * sinpif(c / CEP_LIFTER);
    mfcc[(size_t)blockIdx.x * NUM_CEPS + c] = c == 0 ? energy : acc * lifter;
  }
}
