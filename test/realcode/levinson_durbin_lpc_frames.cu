// @realcode Linear-prediction (LPC) analysis of speech frames as codec front ends run it on the GPU: one block per frame applies a Hamming window (cosf table computed in-kernel), computes the ORDER+1 autocorrelation lags with a shared-memory tree reduction per lag (double accumulation, the way codecs keep the recursion stable), lag-windows them with a __constant__ Gaussian table, and thread 0 runs the Levinson-Durbin recursion in double in a local array, writing the predictor coefficients, the reflection coefficients and the final prediction error; frames with zero energy take the early-out path the reference codecs keep.
// @let NF = 8192
// @let L = 320
// @let ORDER = 16
// @const c_lagwin f64[17] uniform(0.9, 1)
// @buf pcm i16[NF * L] uniform(-20000, 20000)
// @buf lpc f32[NF * ORDER] zero
// @buf refl f32[NF * ORDER] zero
// @buf err f64[NF] zero
// @launch lpc_analysis<16, 128> grid(NF) block(128) args(pcm, lpc, refl, err, i32(L))
// @check lpc abs=1e-3 rel=1e-3
// @check refl abs=1e-4 rel=1e-4
// @check err abs=1e-3 rel=1e-6
#include <cuda_runtime.h>
#include <math_constants.h>

#define MAX_FRAME 512

__constant__ double c_lagwin[17];

template <int BLOCK> __device__ double block_sum(double v, double *scratch) {
  scratch[threadIdx.x] = v;
  __syncthreads();
  for (int s = BLOCK / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) scratch[threadIdx.x] += scratch[threadIdx.x + s];
    __syncthreads();
  }
  double r = scratch[0];
  __syncthreads();
  return r;
}

template <int P, int BLOCK>
__global__ void lpc_analysis(const short *__restrict__ pcm, float *lpc, float *refl, double *err, int len) {
  __shared__ float frame[MAX_FRAME];
  __shared__ double scratch[BLOCK];
  __shared__ double r[P + 1];
  const short *x = pcm + (size_t)blockIdx.x * len;
  for (int n = threadIdx.x; n < len; n += BLOCK) {
    const float w = 0.54f - 0.46f * cosf(2.0f * CUDART_PI_F * n / (len - 1));
    frame[n] = w * (x[n] * (1.0f / 32768.0f));
  }
  __syncthreads();
  for (int k = 0; k <= P; ++k) {
    double acc = 0.0;
    for (int n = threadIdx.x + k; n < len; n += BLOCK) acc += (double)frame[n] * frame[n - k];
    const double s = block_sum<BLOCK>(acc, scratch);
    if (threadIdx.x == 0) r[k] = s * c_lagwin[k];
  }
  __syncthreads();
  if (threadIdx.x != 0) return;

  float *a_out = lpc + (size_t)blockIdx.x * P;
  float *k_out = refl + (size_t)blockIdx.x * P;
  if (r[0] <= 0.0) {
    for (int i = 0; i < P; ++i) a_out[i] = k_out[i] = 0.0f;
    err[blockIdx.x] = 0.0;
    return;
  }
  double a[P + 1], tmp[P + 1];
  a[0] = 1.0;
  for (int i = 1; i <= P; ++i) a[i] = 0.0;
  double e = r[0] * (1.0 + 1e-9);  // white-noise correction
  for (int i = 1; i <= P; ++i) {
    double acc = r[i];
    for (int j = 1; j < i; ++j) acc += a[j] * r[i - j];
    const double k = -acc / e;
    k_out[i - 1] = (float)k;
    for (int j = 1; j < i; ++j) tmp[j] = a[j] + k * a[i - j];
    for (int j = 1; j < i; ++j) a[j] = tmp[j];
    a[i] = k;
    e *= (1.0 - k * k);
  }
  for (int i = 0; i < P; ++i) a_out[i] = (float)a[i + 1];
  err[blockIdx.x] = e;
}

template __global__ void lpc_analysis<16, 128>(const short *__restrict__, float *, float *, double *, int);
