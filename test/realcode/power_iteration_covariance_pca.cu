// @realcode Leading principal component by power iteration on a covariance matrix: a centred-data covariance (one thread per entry, double accumulators), then rounds of matrix-vector product and normalisation whose norm comes from a block reduction over the partial sums of the previous launch.
// @let N = 4096
// @let D = 512
// @let ITERS = 30
// @buf data f32[N * D] uniform(-1, 1)
// @buf mean f32[D] zero
// @buf cov f32[D * D] zero
// @buf v f32[D] fill(1)
// @buf w f32[D] zero
// @buf norm f32[1] zero
// @launch column_means grid(cdiv(D, 128)) block(128) args(data, mean, i32(N), i32(D))
// @launch covariance grid(cdiv(D, 16), cdiv(D, 16)) block(16, 16) args(data, mean, cov, i32(N), i32(D))
// @loop it = 0; it < ITERS; it = it + 1
//   @launch matvec grid(cdiv(D, 8)) block(256) args(cov, v, w, i32(D))
//   @launch normalize grid(1) block(512) args(w, v, norm, i32(D))
// @end
// @check cov abs=1e-4 rel=1e-4
// @check v abs=1e-3 rel=1e-3
// @check norm rel=1e-4

__global__ void column_means(const float *data, float *mean, int n, int d) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j >= d) return;
  double s = 0.0;
  for (int i = 0; i < n; ++i) s += data[size_t(i) * d + j];
  mean[j] = float(s / n);
}

__global__ void covariance(const float *data, const float *mean, float *cov, int n, int d) {
  int a = blockIdx.y * 16 + threadIdx.y, b = blockIdx.x * 16 + threadIdx.x;
  if (a >= d || b >= d) return;
  double s = 0.0;
  for (int i = 0; i < n; ++i) s += double(data[size_t(i) * d + a] - mean[a]) * (data[size_t(i) * d + b] - mean[b]);
  cov[size_t(a) * d + b] = float(s / (n - 1));
}

// One warp per row of the product.
__global__ void matvec(const float *__restrict__ m, const float *__restrict__ v, float *__restrict__ w, int d) {
  int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32, lane = threadIdx.x & 31;
  if (row >= d) return;
  float s = 0.0f;
  for (int k = lane; k < d; k += 32) s = fmaf(m[size_t(row) * d + k], v[k], s);
  for (int off = 16; off; off >>= 1) s += __shfl_down_sync(0xffffffffu, s, off);
  if (lane == 0) w[row] = s;
}

__global__ void normalize(const float *w, float *v, float *norm, int d) {
  __shared__ float warp_sums[16];
  float s = 0.0f;
  for (int k = threadIdx.x; k < d; k += blockDim.x) s = fmaf(w[k], w[k], s);
  for (int off = 16; off; off >>= 1) s += __shfl_down_sync(0xffffffffu, s, off);
  if ((threadIdx.x & 31) == 0) warp_sums[threadIdx.x / 32] = s;
  __syncthreads();
  if (threadIdx.x < 32) {
    s = threadIdx.x < blockDim.x / 32 ? warp_sums[threadIdx.x] : 0.0f;
    for (int off = 16; off; off >>= 1) s += __shfl_down_sync(0xffffffffu, s, off);
    if (threadIdx.x == 0) warp_sums[0] = sqrtf(s);
  }
  __syncthreads();
  float inv = 1.0f / warp_sums[0];
  for (int k = threadIdx.x; k < d; k += blockDim.x) v[k] = w[k] * inv;
  if (threadIdx.x == 0) *norm = warp_sums[0];
}
