// @realcode Quasi-Monte Carlo basket-option pricing with cuRAND's device-side Sobol generators, as QMC finance code drives them: the host fetches direction vectors (curandGetDirectionVectors32/64) and scramble constants and copies them to the device; each thread initialises curandStateScrambledSobol32_t for its dimension with curand_init(vectors, scramble, offset, &state), skips ahead to its own block of points, draws inverse-CDF normals with curand_normal (no Box-Muller, one normal per point), and the basket payoff is reduced per block in double; a second kernel draws 64-bit Sobol points with curand_uniform_double and curand(&state) for a discrepancy histogram.
// @let DIMS = 8
// @let POINTS = 1 << 16
// @let THREADS = 4096
// @buf vectors32 u32[DIMS * 32] uniform(1, 4294967296)
// @buf scramble32 u32[DIMS] uniform(0, 4294967296)
// @buf vectors64 u64[DIMS * 64] uniform(1, 9223372036854775807)
// @buf payoff_sum f64[THREADS / 128] zero
// @buf hist u32[64] zero
// @launch basket_qmc<8> grid(THREADS / 128) block(128) args(vectors32, scramble32, payoff_sum, i32(POINTS / THREADS), f32(100), f32(0.2), f32(1.0))
// @launch sobol64_histogram grid(THREADS / 128) block(128) args(vectors64, hist, i32(POINTS / THREADS))
// @check payoff_sum rel=1e-6 abs=1e-6
// @check hist exact
#include <curand_kernel.h>

// Each thread prices `per_thread` consecutive points of the DIM-dimensional sequence.
template <int DIM>
__global__ void basket_qmc(const unsigned *__restrict__ vectors, const unsigned *__restrict__ scramble,
                           double *__restrict__ payoff_sum, int per_thread, float strike, float sigma, float t) {
  __shared__ double partial[128];
  const int tid = blockIdx.x * blockDim.x + threadIdx.x;
  curandStateScrambledSobol32_t state[DIM];
#pragma unroll
  for (int d = 0; d < DIM; d++) {
    unsigned v[32];
    for (int k = 0; k < 32; k++) v[k] = vectors[d * 32 + k];
    curand_init(v, scramble[d], (unsigned)(tid * per_thread), &state[d]);
  }
  double acc = 0.0;
  const float drift = -0.5f * sigma * sigma * t, vol = sigma * sqrtf(t);
  for (int p = 0; p < per_thread; p++) {
    float basket = 0.0f;
#pragma unroll
    for (int d = 0; d < DIM; d++) basket += 100.0f * expf(drift + vol * curand_normal(&state[d]));
    acc += fmaxf(basket / DIM - strike, 0.0f);
  }
  partial[threadIdx.x] = acc;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) partial[threadIdx.x] += partial[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) payoff_sum[blockIdx.x] = partial[0];
}

// 64-bit Sobol points of dimension 0: where they fall (64 bins), from the double and the raw draw.
__global__ void sobol64_histogram(const unsigned long long *__restrict__ vectors, unsigned *__restrict__ hist,
                                  int per_thread) {
  __shared__ unsigned local[64];
  if (threadIdx.x < 64) local[threadIdx.x] = 0;
  __syncthreads();
  const int tid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned long long v[64];
  for (int k = 0; k < 64; k++) v[k] = vectors[k];
  curandStateSobol64_t s;
  curand_init(v, (unsigned long long)tid * per_thread, &s);
  for (int p = 0; p < per_thread / 2; p++) {
    double u = curand_uniform_double(&s);
    atomicAdd(&local[min(63, (int)(u * 64.0))], 1u);
    atomicAdd(&local[curand(&s) >> 58], 1u);
  }
  __syncthreads();
  if (threadIdx.x < 64) atomicAdd(&hist[threadIdx.x], local[threadIdx.x]);
}

template __global__ void basket_qmc<8>(const unsigned *, const unsigned *, double *, int, float, float, float);
