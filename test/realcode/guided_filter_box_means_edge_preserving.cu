// @realcode He et al.'s guided image filter (edge-preserving smoothing used for dehazing and detail enhancement) as imaging pipelines implement it on the GPU: every mean is an r-radius box filter done as two separable running-sum passes (a row pass with one thread per row sliding the window, a column pass with one thread per column, clamped at the borders with the window shrinking as OpenCV's normalised boxFilter does), a fused kernel forming I*p and I*I products, the per-pixel linear coefficients a = cov(I, p) / (var(I) + eps) and b = mean(p) - a mean(I), their box means, and q = mean(a) I + mean(b).
// @let W = 1536
// @let H = 1024
// @let R = 8
// @buf I f32[W * H] uniform(0, 1)
// @buf P f32[W * H] uniform(0, 1)
// @buf prod_ip f32[W * H] zero
// @buf prod_ii f32[W * H] zero
// @buf tmp f32[W * H] zero
// @buf mean_i f32[W * H] zero
// @buf mean_p f32[W * H] zero
// @buf mean_ip f32[W * H] zero
// @buf mean_ii f32[W * H] zero
// @buf coef_a f32[W * H] zero
// @buf coef_b f32[W * H] zero
// @buf mean_a f32[W * H] zero
// @buf mean_b f32[W * H] zero
// @buf q f32[W * H] zero
// @launch products grid(W * H / 256) block(256) args(I, P, prod_ip, prod_ii, i32(W * H))
// @launch box_rows grid(H / 128) block(128) args(I, tmp, i32(W), i32(H), i32(R))
// @launch box_cols grid(W / 128) block(128) args(tmp, mean_i, i32(W), i32(H), i32(R))
// @launch box_rows grid(H / 128) block(128) args(P, tmp, i32(W), i32(H), i32(R))
// @launch box_cols grid(W / 128) block(128) args(tmp, mean_p, i32(W), i32(H), i32(R))
// @launch box_rows grid(H / 128) block(128) args(prod_ip, tmp, i32(W), i32(H), i32(R))
// @launch box_cols grid(W / 128) block(128) args(tmp, mean_ip, i32(W), i32(H), i32(R))
// @launch box_rows grid(H / 128) block(128) args(prod_ii, tmp, i32(W), i32(H), i32(R))
// @launch box_cols grid(W / 128) block(128) args(tmp, mean_ii, i32(W), i32(H), i32(R))
// @launch linear_coefficients grid(W * H / 256) block(256) args(mean_i, mean_p, mean_ip, mean_ii, coef_a, coef_b, f32(0.01), i32(W * H))
// @launch box_rows grid(H / 128) block(128) args(coef_a, tmp, i32(W), i32(H), i32(R))
// @launch box_cols grid(W / 128) block(128) args(tmp, mean_a, i32(W), i32(H), i32(R))
// @launch box_rows grid(H / 128) block(128) args(coef_b, tmp, i32(W), i32(H), i32(R))
// @launch box_cols grid(W / 128) block(128) args(tmp, mean_b, i32(W), i32(H), i32(R))
// @launch apply_guided grid(W * H / 256) block(256) args(I, mean_a, mean_b, q, i32(W * H))
// @check mean_ip abs=1e-5 rel=1e-4
// @check coef_a abs=1e-4 rel=1e-3
// @check q abs=1e-4 rel=1e-3

__global__ void products(const float *__restrict__ I, const float *__restrict__ p, float *ip, float *ii, int n) {
  const int k = blockIdx.x * blockDim.x + threadIdx.x;
  if (k >= n) return;
  const float g = I[k];
  ip[k] = g * p[k];
  ii[k] = g * g;
}

// Row pass: one thread per row slides a window of 2r+1 (clipped) along it, keeping a running sum.
__global__ void box_rows(const float *__restrict__ in, float *out, int w, int h, int r) {
  const int y = blockIdx.x * blockDim.x + threadIdx.x;
  if (y >= h) return;
  const float *row = in + (size_t)y * w;
  float *dst = out + (size_t)y * w;
  float sum = 0.f;
  for (int x = 0; x <= r && x < w; ++x) sum += row[x];
  for (int x = 0; x < w; ++x) {
    const int lo = max(0, x - r), hi = min(w - 1, x + r);
    dst[x] = sum / (float)(hi - lo + 1);
    if (x + r + 1 < w) sum += row[x + r + 1];
    if (x - r >= 0) sum -= row[x - r];
  }
}

// Column pass: one thread per column, coalesced across the warp.
__global__ void box_cols(const float *__restrict__ in, float *out, int w, int h, int r) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  if (x >= w) return;
  float sum = 0.f;
  for (int y = 0; y <= r && y < h; ++y) sum += in[(size_t)y * w + x];
  for (int y = 0; y < h; ++y) {
    const int lo = max(0, y - r), hi = min(h - 1, y + r);
    out[(size_t)y * w + x] = sum / (float)(hi - lo + 1);
    if (y + r + 1 < h) sum += in[(size_t)(y + r + 1) * w + x];
    if (y - r >= 0) sum -= in[(size_t)(y - r) * w + x];
  }
}

__global__ void linear_coefficients(const float *__restrict__ mi, const float *__restrict__ mp, const float *__restrict__ mip,
                                    const float *__restrict__ mii, float *a, float *b, float eps, int n) {
  const int k = blockIdx.x * blockDim.x + threadIdx.x;
  if (k >= n) return;
  const float cov = mip[k] - mi[k] * mp[k];
  const float var = mii[k] - mi[k] * mi[k];
  const float ak = cov / (var + eps);
  a[k] = ak;
  b[k] = mp[k] - ak * mi[k];
}

__global__ void apply_guided(const float *__restrict__ I, const float *__restrict__ ma, const float *__restrict__ mb, float *q, int n) {
  const int k = blockIdx.x * blockDim.x + threadIdx.x;
  if (k < n) q[k] = ma[k] * I[k] + mb[k];
}
