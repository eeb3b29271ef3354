// @realcode The LIBOR market model Monte Carlo of Giles' classic GPU finance benchmark: NN forward rates evolved over NMAT steps in a log-Euler scheme with a single-factor volatility per rate, the drift summed in a running loop, a portfolio of swaptions priced at maturity from the discount factors, and the pathwise sensitivities accumulated backwards through per-path local arrays (L, L_b, B, S and their adjoints); normals from cuRAND's Philox4x32-10 (curand_init with a subsequence per path, curand_normal4), payoffs and deltas summed per block with a shared-memory reduction and written per block for the host to finish.
// @let PATHS = 1 << 18
// @let NN = 80
// @let NMAT = 40
// @const c_lambda f32[80] fill(0.2)
// @const c_L0 f32[80] fill(0.051)
// @const c_swaption f32[15] set(0, 0.045) set(1, 0.05) set(2, 0.055) set(3, 0.045) set(4, 0.05) set(5, 0.055) set(6, 0.045) set(7, 0.05) set(8, 0.055) set(9, 0.045) set(10, 0.05) set(11, 0.055) set(12, 0.045) set(13, 0.05) set(14, 0.055)
// @const c_maturities i32[15] set(0, 4) set(1, 4) set(2, 4) set(3, 8) set(4, 8) set(5, 8) set(6, 20) set(7, 20) set(8, 20) set(9, 28) set(10, 28) set(11, 28) set(12, 40) set(13, 40) set(14, 40)
// @buf block_value f32[PATHS / 128] zero
// @buf block_delta f32[PATHS / 128] zero
// @launch pathcalc_portfolio_kernel grid(PATHS / 128) block(128) args(block_value, block_delta, f32(0.25), u64(1234))
// @check block_value abs=1e-3 rel=1e-4
// @check block_delta abs=1e-2 rel=1e-3
#include <curand_kernel.h>

#define NN 80
#define NMAT 40
#define NOPT 15

__constant__ float c_lambda[NN], c_L0[NN], c_swaption[NOPT];
__constant__ int c_maturities[NOPT];

// forward rates over one path, normals z[0..NMAT)
__device__ void path_calc(float *L, const float *z, float delta) {
  for (int n = 0; n < NMAT; n++) {
    const float sqez = sqrtf(delta) * z[n];
    float v = 0.0f;
    for (int i = n + 1; i < NN; i++) {
      const float lam = c_lambda[i - n - 1];
      const float con1 = delta * lam;
      v += con1 * L[i] / (1.0f + delta * L[i]);
      const float vrat = expf(con1 * v + lam * (sqez - 0.5f * con1));
      L[i] = L[i] * vrat;
    }
  }
}

// the swaption portfolio's value at maturity NMAT, and dV/dL in L_b
__device__ float portfolio_b(const float *L, float *L_b, float delta) {
  float B[NN], S[NN], B_b[NN], S_b[NN];
  float b = 1.0f, s = 0.0f;
  for (int n = NMAT; n < NN; n++) {
    b = b / (1.0f + delta * L[n]);
    s = s + delta * b;
    B[n] = b;
    S[n] = s;
    B_b[n] = 0.0f;
    S_b[n] = 0.0f;
  }
  float v = 0.0f;
  for (int n = 0; n < NOPT; n++) {
    const int m = c_maturities[n] + NMAT - 1;
    const float swapval = B[m] + c_swaption[n] * S[m] - 1.0f;
    if (swapval < 0.0f) {
      v += -100.0f * swapval;
      S_b[m] += -100.0f * c_swaption[n];
      B_b[m] += -100.0f;
    }
  }
  for (int n = NN - 1; n >= NMAT; n--) {
    B_b[n] += delta * S_b[n];
    L_b[n] = -B_b[n] * B[n] * delta / (1.0f + delta * L[n]);
    if (n > NMAT) {
      B_b[n - 1] += B_b[n] / (1.0f + delta * L[n]);
      S_b[n - 1] += S_b[n];
    }
  }
  // discount back to time 0
  b = 1.0f;
  for (int n = 0; n < NMAT; n++) b = b / (1.0f + delta * L[n]);
  v = b * v;
  for (int n = 0; n < NMAT; n++) L_b[n] = -v * delta / (1.0f + delta * L[n]);
  for (int n = NMAT; n < NN; n++) L_b[n] = b * L_b[n];
  return v;
}

__global__ void __launch_bounds__(128) pathcalc_portfolio_kernel(float *__restrict__ d_v, float *__restrict__ d_Lb, float delta, unsigned long long seed) {
  __shared__ float s_v[128], s_d[128];
  const int path = blockIdx.x * blockDim.x + threadIdx.x;
  curandStatePhilox4_32_10_t state;
  curand_init(seed, path, 0, &state);
  float z[NMAT];
  for (int n = 0; n < NMAT; n += 4) {
    const float4 r = curand_normal4(&state);
    z[n] = r.x; z[n + 1] = r.y; z[n + 2] = r.z; z[n + 3] = r.w;
  }
  float L[NN], L_b[NN];
  for (int i = 0; i < NN; i++) L[i] = c_L0[i];
  path_calc(L, z, delta);
  const float v = portfolio_b(L, L_b, delta);
  // the sensitivities to the first rate and to the first rate past maturity
  s_v[threadIdx.x] = v;
  s_d[threadIdx.x] = L_b[0] + L_b[NMAT];
  __syncthreads();
  for (int s = 64; s > 0; s >>= 1) {
    if (threadIdx.x < s) {
      s_v[threadIdx.x] += s_v[threadIdx.x + s];
      s_d[threadIdx.x] += s_d[threadIdx.x + s];
    }
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    d_v[blockIdx.x] = s_v[0];
    d_Lb[blockIdx.x] = s_d[0];
  }
}
