// @realcode Arithmetic-average Asian option pricing by Monte Carlo with a Brownian bridge path construction, in the style of the quasi-random finance codes (CUDA samples' MonteCarlo/quasirandom, QuantLib-derived GPU kernels): a one-thread setup kernel builds the bridge schedule for 64 time steps (for each construction step the left, right and bridge indices and the left weight, right weight and conditional standard deviation, breadth first by bisection) into a __device__ struct, each path block stages it into shared memory, each thread maps its 64 standard normals (given as input, from a quasi-random generator) into a Wiener path through the bridge, exponentiates the GBM increments, averages the fixing prices, and a block reduction of the discounted call and put payoffs writes one partial sum pair per block in double.
// @let NPATH = 1 << 20
// @let NSTEP = 64
// @buf z f32[NPATH * NSTEP] uniform(-3, 3)
// @buf partial f64[NPATH / 256 * 2] zero
// @buf path_avg f32[NPATH] zero
// @launch build_bridge grid(1) block(1) args(i32(NSTEP), f32(1.0))
// @launch asian_paths grid(NPATH / 256) block(256) args(z, partial, path_avg, i32(NSTEP), f32(100), f32(100), f32(0.05), f32(0.3), f32(1.0))
// @check path_avg abs=1e-3 rel=1e-5
// @check partial abs=1e-2 rel=1e-5
#include <cuda_runtime.h>

#define MAX_STEPS 64

struct BridgeSchedule {
  int n;
  int left[MAX_STEPS], right[MAX_STEPS], bridge[MAX_STEPS];
  float lweight[MAX_STEPS], rweight[MAX_STEPS], stddev[MAX_STEPS];
};

__device__ BridgeSchedule g_bridge;

// Fixing times t_i = (i + 1) * T / n. Construction step 0 sets the last point; then bisection, breadth first.
__global__ void build_bridge(int n, float T) {
  BridgeSchedule &b = g_bridge;
  b.n = n;
  int map[MAX_STEPS];
  for (int i = 0; i < n; ++i) map[i] = 0;
  float t[MAX_STEPS];
  for (int i = 0; i < n; ++i) t[i] = (i + 1) * T / n;
  map[n - 1] = 1;
  b.bridge[0] = n - 1;
  b.left[0] = b.right[0] = 0;
  b.lweight[0] = b.rweight[0] = 0.f;
  b.stddev[0] = sqrtf(t[n - 1]);
  int j = 0;
  for (int i = 1; i < n; ++i) {
    while (map[j]) ++j;
    int k = j;
    while (!map[k]) ++k;                 // map[k] is the next point already built
    const int l = j + ((k - 1 - j) >> 1); // midpoint of the unbuilt run j..k-1
    map[l] = i + 1;
    b.bridge[i] = l;
    b.left[i] = j;                       // j - 1 is the left built point (or time 0)
    b.right[i] = k;
    const float tl = j > 0 ? t[j - 1] : 0.f;
    b.lweight[i] = (t[k] - t[l]) / (t[k] - tl);
    b.rweight[i] = (t[l] - tl) / (t[k] - tl);
    b.stddev[i] = sqrtf((t[l] - tl) * (t[k] - t[l]) / (t[k] - tl));
    j = k + 1;
    if (j >= n) j = 0;
  }
}

__global__ void __launch_bounds__(256) asian_paths(const float *__restrict__ z, double *__restrict__ partial,
                                                  float *__restrict__ path_avg, int n, float S0, float K, float r,
                                                  float sigma, float T) {
  __shared__ BridgeSchedule sb;
  __shared__ double red[2][8];
  // stage the schedule (as 32-bit words)
  const int words = sizeof(BridgeSchedule) / 4;
  for (int i = threadIdx.x; i < words; i += blockDim.x)
    reinterpret_cast<int *>(&sb)[i] = reinterpret_cast<const int *>(&g_bridge)[i];
  __syncthreads();
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  const float *zp = z + (size_t)p * n;
  float w[MAX_STEPS];
  w[sb.bridge[0]] = sb.stddev[0] * zp[0];
  for (int i = 1; i < n; ++i) {
    const int j = sb.left[i], k = sb.right[i], l = sb.bridge[i];
    const float wl = j > 0 ? w[j - 1] : 0.f;
    w[l] = sb.lweight[i] * wl + sb.rweight[i] * w[k] + sb.stddev[i] * zp[i];
  }
  const float dt = T / n, drift = (r - 0.5f * sigma * sigma) * dt;
  float prev = 0.f, logS = logf(S0), sum = 0.f;
  for (int i = 0; i < n; ++i) {
    logS += drift + sigma * (w[i] - prev);
    prev = w[i];
    sum += expf(logS);
  }
  const float avg = sum / n;
  path_avg[p] = avg;
  const double disc = exp(-(double)r * T);
  double call = disc * fmax((double)avg - K, 0.0), put = disc * fmax(K - (double)avg, 0.0);
  for (int o = 16; o > 0; o >>= 1) {
    call += __shfl_down_sync(0xffffffffu, call, o);
    put += __shfl_down_sync(0xffffffffu, put, o);
  }
  if ((threadIdx.x & 31) == 0) {
    red[0][threadIdx.x >> 5] = call;
    red[1][threadIdx.x >> 5] = put;
  }
  __syncthreads();
  if (threadIdx.x < 2) {
    double s = 0.0;
    for (int k = 0; k < 8; ++k) s += red[threadIdx.x][k];
    partial[2 * blockIdx.x + threadIdx.x] = s;
  }
}
