// @realcode Radar signal-processing chain in the cuComplex style of SDR / radar CUDA code: a linear-FM reference chirp generated with __sincosf into a __device__ cuFloatComplex table (conjugated into shared memory per block), time-domain pulse compression as a matched filter (cuCmulf with cuConjf, cuCaddf accumulation) over range gates per pulse, magnitude-squared with cuCabsf, a cell-averaging CFAR detector with guard and training cells summed from a shared-memory window with halo, and detections compacted per pulse with a warp-aggregated atomicAdd.
// @let P = 256
// @let NR = 8192
// @let TAPS = 128
// @buf echo f32[2 * P * (NR + TAPS)] uniform(-1, 1)
// @buf power f32[P * NR] zero
// @buf detect u8[P * NR] zero
// @buf counts i32[P] zero
// @launch make_chirp grid(1) block(TAPS) args(f32(0.45), i32(TAPS))
// @launch pulse_compress grid(cdiv(NR, 256), P) block(256) args(echo, power, i32(NR), i32(TAPS))
// @launch ca_cfar grid(cdiv(NR, 256), P) block(256) args(power, detect, counts, i32(NR), f32(6.0))
// @check power rel=1e-4 abs=1e-3
// @check detect frac=1e-4 (a cell whose power lands within rounding of the threshold may detect either way)
// @check counts abs=4 (follows detect)
#include <cuda_runtime.h>
#include <cuComplex.h>

#define MAX_TAPS 256
#define GUARD 4
#define TRAIN 16
#define HALO (GUARD + TRAIN)

__device__ cuFloatComplex d_chirp[MAX_TAPS];

// Baseband LFM chirp: phase = pi * k * t^2
__global__ void make_chirp(float bandwidth, int taps) {
  int t = threadIdx.x;
  if (t >= taps) return;
  float x = (float)t - 0.5f * taps;
  float phase = 3.14159265f * bandwidth * x * x / taps;
  float s, c;
  __sincosf(phase, &s, &c);
  d_chirp[t] = make_cuFloatComplex(c, s);
}

__global__ void pulse_compress(const cuFloatComplex *__restrict__ echo, float *__restrict__ power, int nr, int taps) {
  __shared__ cuFloatComplex s_ref[MAX_TAPS];
  int gate = blockIdx.x * blockDim.x + threadIdx.x;
  int pulse = blockIdx.y;
  for (int t = threadIdx.x; t < taps; t += blockDim.x) s_ref[t] = cuConjf(d_chirp[t]);
  __syncthreads();
  if (gate >= nr) return;
  const cuFloatComplex *x = echo + (size_t)pulse * (nr + taps) + gate;
  cuFloatComplex acc = make_cuFloatComplex(0.0f, 0.0f);
#pragma unroll 8
  for (int t = 0; t < taps; ++t) acc = cuCaddf(acc, cuCmulf(__ldg(x + t), s_ref[t]));
  float mag = cuCabsf(acc);
  power[(size_t)pulse * nr + gate] = mag * mag;
}

__global__ void ca_cfar(const float *__restrict__ power, unsigned char *__restrict__ detect, int *__restrict__ counts, int nr, float alpha) {
  __shared__ float s_win[256 + 2 * HALO];
  const int pulse = blockIdx.y;
  const int base = blockIdx.x * blockDim.x;
  const float *row = power + (size_t)pulse * nr;
  for (int i = threadIdx.x; i < blockDim.x + 2 * HALO; i += blockDim.x) {
    int g = base + i - HALO;
    s_win[i] = (g >= 0 && g < nr) ? row[g] : 0.0f;
  }
  __syncthreads();
  int gate = base + threadIdx.x;
  bool hit = false;
  if (gate >= HALO && gate < nr - HALO) {
    float noise = 0.0f;
    const float *c = s_win + threadIdx.x + HALO;
#pragma unroll
    for (int k = GUARD + 1; k <= HALO; ++k) noise += c[-k] + c[k];
    noise *= 1.0f / (2 * TRAIN);
    hit = c[0] > alpha * noise;
  }
  if (gate < nr) detect[(size_t)pulse * nr + gate] = hit;
  unsigned mask = __ballot_sync(0xffffffffu, hit);
  if ((threadIdx.x & 31) == 0 && mask) atomicAdd(&counts[pulse], __popc(mask));
}
