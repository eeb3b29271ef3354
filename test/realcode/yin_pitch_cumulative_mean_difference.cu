// @realcode YIN pitch detection: one block per audio frame computes the squared difference function for every lag (frame cached in shared memory), then thread 0 forms the cumulative-mean-normalised difference and picks the first dip under the threshold with parabolic refinement.
// @let FRAMES = 4096
// @let WIN = 1024
// @let HOP = 512
// @let MAXLAG = 512
// @buf audio f32[FRAMES * HOP + WIN] uniform(-1, 1)
// @buf freq f32[FRAMES] uniform(0.005, 0.05)
// @buf pitch f32[FRAMES] zero
// @buf dbuf f32[FRAMES * MAXLAG] zero
// @launch yin_frame<512> grid(FRAMES) block(256) args(audio, freq, dbuf, pitch, i32(WIN), i32(HOP), f32(0.15))
// @check dbuf abs=1e-2 rel=1e-4
// @check pitch abs=1e-3 rel=1e-4 frac=1e-2 (a normalised difference within rounding of the threshold may pick the next dip under another fused multiply-add order)
#include <cuda_runtime.h>

template <int MAXLAG>
__global__ void yin_frame(const float *__restrict__ audio, const float *__restrict__ freq, float *__restrict__ dbuf, float *__restrict__ pitch,
                          int win, int hop, float threshold) {
  __shared__ float frame[1024];  // win <= 1024
  __shared__ float diff[MAXLAG];
  const float *x = audio + size_t(blockIdx.x) * hop;
  // A tone of the frame's frequency (cycles per sample) under the noise.
  const float f = freq[blockIdx.x];
  for (int i = threadIdx.x; i < win; i += blockDim.x) frame[i] = sinpif(2.0f * f * i) + 0.3f * x[i];
  __syncthreads();
  // d(tau) = sum_j (x[j] - x[j + tau])^2 over the first win - MAXLAG samples.
  for (int tau = threadIdx.x; tau < MAXLAG; tau += blockDim.x) {
    float acc = 0.0f;
    for (int j = 0; j < win - MAXLAG; ++j) {
      float d = frame[j] - frame[j + tau];
      acc = fmaf(d, d, acc);
    }
    diff[tau] = acc;
    dbuf[size_t(blockIdx.x) * MAXLAG + tau] = acc;
  }
  __syncthreads();
  if (threadIdx.x != 0) return;
  // Cumulative mean normalisation: d'(tau) = d(tau) * tau / sum_{k<=tau} d(k).
  float running = 0.0f, best = 0.0f;
  for (int tau = 1; tau < MAXLAG - 1; ++tau) {
    running += diff[tau];
    float dn = running > 0.0f ? diff[tau] * tau / running : 1.0f;
    if (dn < threshold) {
      // Parabolic interpolation around the raw minimum's neighbours.
      float a = diff[tau - 1], b = diff[tau], c = diff[tau + 1];
      float den = a - 2.0f * b + c;
      best = tau + (fabsf(den) > 1e-12f ? 0.5f * (a - c) / den : 0.0f);
      break;
    }
  }
  pitch[blockIdx.x] = best;
}

// The instantiation the host code launches.
template __global__ void yin_frame<512>(const float *, const float *, float *, float *, int, int, float);
