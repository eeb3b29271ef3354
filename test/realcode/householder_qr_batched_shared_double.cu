// @realcode Batched Householder QR of small dense matrices (16 x 8, double), one matrix per block of 64 threads: the matrix lives in __shared__ double[16][8 + 1] (padded), each column's reflector norm is a warp reduction over shuffled doubles, the reflector is applied to the trailing columns with a __syncthreads between phases, and R's upper triangle plus the Householder scalars tau are written out (LAPACK geqrf layout with copysign for the sign convention).
// @let NB = 1 << 15
// @buf a f64[NB * 128] uniform(-1, 1)
// @buf r f64[NB * 128] zero
// @buf tau f64[NB * 8] zero
// @launch geqrf_16x8 grid(NB) block(64) args(a, r, tau, i32(NB))
// @check r abs=1e-9 rel=1e-9
// @check tau abs=1e-9 rel=1e-9
#include <cuda_runtime.h>

constexpr int M = 16, N = 8;

__device__ __forceinline__ double warp_sum(double v, unsigned mask = 0xffffffffu) {
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(mask, v, o);
  return v;
}

__global__ void __launch_bounds__(64) geqrf_16x8(const double *__restrict__ a, double *__restrict__ r,
                                                 double *__restrict__ tau_out, int nb) {
  __shared__ double A[M][N + 1];
  __shared__ double v[M];
  __shared__ double s_tau, s_beta;
  const double *src = a + static_cast<size_t>(blockIdx.x) * M * N;
  for (int t = threadIdx.x; t < M * N; t += blockDim.x) A[t % M][t / M] = src[t];  // column-major input
  __syncthreads();
  const int lane = threadIdx.x & 31;
  for (int k = 0; k < N; ++k) {
    if (threadIdx.x < 32) {
      const double x = (lane >= k && lane < M) ? A[lane][k] : 0.0;
      const double norm2 = warp_sum(x * x);
      if (lane == 0) {
        const double alpha = A[k][k];
        const double sigma = norm2 - alpha * alpha;
        if (sigma == 0.0) {
          s_tau = 0.0;
          s_beta = alpha;
        } else {
          const double beta = -copysign(sqrt(norm2), alpha);
          s_tau = (beta - alpha) / beta;
          s_beta = beta;
        }
      }
      __syncwarp();
      if (lane < M) v[lane] = lane < k ? 0.0 : (lane == k ? 1.0 : (s_tau == 0.0 ? 0.0 : x / (A[k][k] - s_beta)));
    }
    __syncthreads();
    // Apply H = I - tau v v^T to columns k+1..N-1: one warp per column pair.
    const int warp = threadIdx.x >> 5;
    for (int j = k + 1 + warp; j < N; j += 2) {
      const double d = warp_sum(lane < M ? v[lane] * A[lane][j] : 0.0);
      if (lane < M && lane >= k) A[lane][j] -= s_tau * d * v[lane];
    }
    __syncthreads();
    if (threadIdx.x == 0) {
      A[k][k] = s_beta;
      tau_out[static_cast<size_t>(blockIdx.x) * N + k] = s_tau;
    }
    if (threadIdx.x > k && threadIdx.x < M) A[threadIdx.x][k] = v[threadIdx.x];
    __syncthreads();
  }
  double *dst = r + static_cast<size_t>(blockIdx.x) * M * N;
  for (int t = threadIdx.x; t < M * N; t += blockDim.x) dst[t] = A[t % M][t / M];
}
