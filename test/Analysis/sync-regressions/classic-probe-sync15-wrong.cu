// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | FileCheck %s
// The one-bug twins of classic-probe-sync15.cu: each is reported at the line
// of the racing access with a witness (the histogram's bin index is data: a
// warning).
#define BINS 1024
#define L 64
#define R 3

// The barrier after each anti-diagonal dropped: row r reads row r - 1's cell
// that thread r - 1 writes in the same or an earlier diagonal.
extern "C" __global__ void __launch_bounds__(64) lcs_no_diagonal_sync(const char *a, const char *b, int *out) {
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
      // CHECK: classic-probe-sync15-wrong.cu:[[@LINE+1]]:{{.*}}error: shared-memory race {{.*}}threads {{[0-9]+}} and {{[0-9]+}}
      dp[r][j] = sa[r - 1] == sb[j - 1] ? dp[r - 1][j - 1] + 1
                                        : max(dp[r - 1][j], dp[r][j - 1]);
    }
  }
  if (i == 0)
    out[blockIdx.x] = dp[L][L];
}

// No barrier between zeroing the bins and the atomics: another thread's
// atomicAdd may land before a bin is cleared.
extern "C" __global__ void histogram_no_zero_sync(const unsigned *data, unsigned *hist, int n) {
  __shared__ unsigned bins[BINS];
  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    bins[b] = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    // CHECK: classic-probe-sync15-wrong.cu:[[@LINE+1]]:{{.*}}warning: cannot prove this write of {{.*}}bins free of a race (write-after-write)
    atomicAdd(&bins[data[i] % BINS], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < BINS; b += blockDim.x) {
    unsigned c = bins[b];
    if (c)
      atomicAdd(&hist[b], c);
  }
}

// No __syncwarp between lane 0's store of the inverse norm and the other
// lanes' read.
extern "C" __global__ void l2norm_no_syncwarp(const float *x, float *y, int rows, int cols) {
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
  // CHECK: classic-probe-sync15-wrong.cu:[[@LINE+1]]:{{.*}}error: warp-synchronous shared-memory access without __syncwarp(){{.*}}threads 0 and 1, {{.*}}inv[0]
  float r = inv[warp];
  for (int c = lane; c < cols; c += 32)
    y[row * cols + c] = x[row * cols + c] * r;
}

// No barrier after the tile and halo loads: thread 29 reads the slot
// thread 32 stores.
extern "C" __global__ void window_max_no_halo_sync(const float *in, float *out, int n) {
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
  // CHECK: classic-probe-sync15-wrong.cu:[[@LINE+1]]:{{.*}}error: shared-memory race (read-after-write){{.*}}threads 29 and 32
  float m = tile[t];
  for (int k = 1; k <= 2 * R; ++k)
    m = fmaxf(m, tile[t + k]);
  if (g < n)
    out[g] = m;
}
