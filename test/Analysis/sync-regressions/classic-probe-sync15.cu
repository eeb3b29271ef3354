// RUN: kilnc %s --arch=sm_90 -o /dev/null 2>&1 | FileCheck %s --allow-empty --implicit-check-not=error: --implicit-check-not=warning:
// Issue 11 probe (branch sync15): correct kernels in classic styles, each
// silent: an LCS tile by anti-diagonals (one barrier per diagonal), a
// shared-atomic histogram with a block-strided flush, a warp-per-row L2
// normalisation with an early return, full-mask __shfl_xor_sync and a
// per-warp slot after __syncwarp, and a sliding-window max whose halo
// the first and last three threads load.
#define BINS 1024
#define L 64
#define R 3

extern "C" __global__ void __launch_bounds__(64) antidiagonal_lcs_tile(const char *a, const char *b, int *out) {
  __shared__ int dp[L + 1][L + 1];
  __shared__ char sa[L], sb[L];
  int i = threadIdx.x;
  sa[i] = a[blockIdx.x * L + i];
  sb[i] = b[blockIdx.x * L + i];
  for (int j = 0; j <= L; ++j)
    dp[i + 1][j] = 0;
  if (i == 0)
    for (int j = 0; j <= L; ++j)
      dp[0][j] = 0;
  __syncthreads();
  for (int d = 2; d <= 2 * L; ++d) {
    int j = d - (i + 1);
    if (j >= 1 && j <= L) {
      int r = i + 1;
      dp[r][j] = sa[r - 1] == sb[j - 1] ? dp[r - 1][j - 1] + 1
                                        : max(dp[r - 1][j], dp[r][j - 1]);
    }
    __syncthreads();
  }
  if (i == 0)
    out[blockIdx.x] = dp[L][L];
}

extern "C" __global__ void histogram_shared_atomic_strided_flush(const unsigned *data, unsigned *hist, int n) {
  __shared__ unsigned bins[BINS];
  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    bins[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&bins[data[i] % BINS], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < BINS; b += blockDim.x) {
    unsigned c = bins[b];
    if (c)
      atomicAdd(&hist[b], c);
  }
}

extern "C" __global__ void l2norm_warp_per_row_return(const float *x, float *y, int rows, int cols) {
  __shared__ float inv[8];
  int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  int row = (blockIdx.y * (blockDim.x >> 5)) + warp;
  if (row >= rows)
    return;
  float s = 0.f;
  for (int c = lane; c < cols; c += 32) {
    float v = x[row * cols + c];
    s += v * v;
  }
  for (int o = 16; o > 0; o >>= 1)
    s += __shfl_xor_sync(0xffffffffu, s, o);
  if (lane == 0)
    inv[warp] = rsqrtf(s + 1e-12f);
  __syncwarp();
  float r = inv[warp];
  for (int c = lane; c < cols; c += 32)
    y[row * cols + c] = x[row * cols + c] * r;
}

extern "C" __global__ void window_max_halo_corner_threads(const float *in, float *out, int n) {
  extern __shared__ float tile[];
  int t = threadIdx.x, B = blockDim.x;
  int g = blockIdx.x * B + t;
  tile[t + R] = g < n ? in[g] : -1e30f;
  if (t < R) {
    int l = g - R;
    tile[t] = l >= 0 ? in[l] : -1e30f;
  }
  if (t >= B - R) {
    int r = g + R;
    tile[t + 2 * R] = r < n ? in[r] : -1e30f;
  }
  __syncthreads();
  float m = tile[t];
  for (int k = 1; k <= 2 * R; ++k)
    m = fmaxf(m, tile[t + k]);
  if (g < n)
    out[g] = m;
}
