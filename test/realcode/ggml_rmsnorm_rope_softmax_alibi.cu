// @realcode llama.cpp/ggml-style transformer f32 ops: rms_norm_f32<block_size> (warp_reduce_sum, then a __shared__ s_sum[32] pass when the block has several warps), rope_neox<forward, has_ff> with rope_yarn corrections and a freq-factors pointer, soft_max_f32<use_shared, ncols_template, block_size_template> with a half mask, ALiBi slopes (max_bias, m0/m1 powf), extern __shared__ data and template-known column counts with `#pragma unroll` over a runtime/constant bound.
// @let ROWS = 32768
// @let NCOLS = 1024
// @let NE0 = 128
// @let NHEAD = 32
// @let NTOK = 1024
// @let SMCOLS = 512
// @let SMROWS = 65536
// @buf x f32[ROWS * NCOLS] uniform(-3, 3)
// @buf xn f32[ROWS * NCOLS] zero
// @buf xn32 f32[ROWS * NCOLS] zero
// @buf q f32[NTOK * NHEAD * NE0] uniform(-1, 1)
// @buf qr f32[NTOK * NHEAD * NE0] zero
// @buf qb f32[NTOK * NHEAD * NE0] zero
// @buf pos i32[NTOK] uniform(0, 8192)
// @buf ff f32[NE0 / 2] uniform(1, 4)
// @buf logits f32[SMROWS * SMCOLS] uniform(-10, 10)
// @buf mask f16[256 * SMCOLS] uniform(-4, 0)
// @buf probs f32[SMROWS * SMCOLS] zero
// @buf probs2 f32[SMROWS * SMCOLS] zero
// @launch rms_norm_f32<1024> grid(ROWS) block(1024) args(x, xn, i32(NCOLS), f32(1e-6))
// @launch rms_norm_f32<32> grid(ROWS) block(32) args(x, xn32, i32(NCOLS), f32(1e-5))
// @launch rope_neox<true, true> grid(NTOK * NHEAD, 1) block(1, 64) args(q, qr, i32(NE0), i32(NHEAD), i32(NE0), i32(NE0 * NHEAD), pos, f32(0.25), f32(1.0), f32(0.0), f32(1.0), f32(-1.5), ff)
// @launch rope_neox<false, false> grid(NTOK * NHEAD, 1) block(1, 64) args(qr, qb, i32(NE0), i32(NHEAD), i32(NE0), i32(NE0 * NHEAD), pos, f32(0.25), f32(1.0), f32(0.0), f32(1.0), f32(-1.5), ff)
// @launch soft_max_f32<true, 512, 512> grid(SMROWS) block(512) shared(SMCOLS * 4 + 128) args(logits, mask, probs, i32(SMCOLS), i32(256), f32(0.125), f32(8.0), f32(1.0), f32(0.5), u32(16))
// @launch soft_max_f32<false, 0, 0> grid(SMROWS) block(128) shared(128) args(logits, mask, probs2, i32(SMCOLS), i32(256), f32(0.125), f32(0.0), f32(1.0), f32(0.5), u32(16))
// @check xn rel=1e-5 abs=1e-5
// @check xn32 rel=1e-5 abs=1e-5
// @check qr rel=1e-3 abs=1e-4
// @check qb rel=1e-3 abs=1e-4
// @check probs rel=1e-4 abs=1e-7
// @check probs2 rel=1e-4 abs=1e-7
#include <cfloat>
#include <cstdint>
#include <cuda_fp16.h>

#define WARP_SIZE 32
#define GGML_UNUSED(x) (void)(x)

static __device__ __forceinline__ float warp_reduce_sum(float x) {
#pragma unroll
  for (int offset = 16; offset > 0; offset >>= 1) x += __shfl_xor_sync(0xffffffff, x, offset, 32);
  return x;
}

static __device__ __forceinline__ float warp_reduce_max(float x) {
#pragma unroll
  for (int offset = 16; offset > 0; offset >>= 1) x = fmaxf(x, __shfl_xor_sync(0xffffffff, x, offset, 32));
  return x;
}

// ---- rms norm ------------------------------------------------------------------------------

template <int block_size>
static __global__ void rms_norm_f32(const float *x, float *dst, const int ncols, const float eps) {
  const int row = blockIdx.x * blockDim.y + threadIdx.y;
  const int tid = threadIdx.x;
  float tmp = 0.0f;
  for (int col = tid; col < ncols; col += block_size) {
    const float xi = x[row * ncols + col];
    tmp += xi * xi;
  }
  tmp = warp_reduce_sum(tmp);
  if (block_size > WARP_SIZE) {
    __shared__ float s_sum[32];
    const int warp_id = threadIdx.x / WARP_SIZE;
    const int lane_id = threadIdx.x % WARP_SIZE;
    if (lane_id == 0) s_sum[warp_id] = tmp;
    __syncthreads();
    tmp = s_sum[lane_id];
    tmp = warp_reduce_sum(tmp);
  }
  const float mean = tmp / ncols;
  const float scale = rsqrtf(mean + eps);
  for (int col = tid; col < ncols; col += block_size) dst[row * ncols + col] = scale * x[row * ncols + col];
}

// ---- rope ------------------------------------------------------------------------------------

struct rope_corr_dims {
  float v[2];
};

static __device__ float rope_yarn_ramp(const float low, const float high, const int i0) {
  const float y = (i0 / 2 - low) / max(0.001f, high - low);
  return 1.0f - min(1.0f, max(0.0f, y));
}

template <bool forward>
static __device__ void rope_yarn(const float theta_extrap, const float freq_scale, const rope_corr_dims corr_dims,
                                 const int64_t i0, const float ext_factor, float mscale, float &cos_theta,
                                 float &sin_theta) {
  float theta_interp = freq_scale * theta_extrap;
  float theta = theta_interp;
  if (ext_factor != 0.0f) {
    float ramp_mix = rope_yarn_ramp(corr_dims.v[0], corr_dims.v[1], i0) * ext_factor;
    theta = theta_interp * (1 - ramp_mix) + theta_extrap * ramp_mix;
    mscale *= 1.0f + 0.1f * logf(1.0f / freq_scale);
  }
  cos_theta = cosf(theta) * mscale;
  sin_theta = sinf(theta) * mscale;
  if (!forward) sin_theta *= -1.0f;
}

template <bool forward, bool has_ff>
static __global__ void rope_neox(const float *x, float *dst, const int ne0, const int ne1, const int s1, const int s2,
                                 const int32_t *pos, const float freq_scale, const float ext_factor,
                                 const float attn_factor_unused, const float attn_factor, const float theta_scale_log2,
                                 const float *freq_factors) {
  GGML_UNUSED(attn_factor_unused);
  const int i0 = 2 * (blockDim.y * blockIdx.y + threadIdx.y);
  if (i0 >= ne0) return;
  const int row_dst = blockDim.x * blockIdx.x + threadIdx.x;
  const int row_x = row_dst % ne1;
  const int channel_x = row_dst / ne1;
  const int idst = row_dst * ne0 + i0 / 2;
  const int ix = channel_x * s2 + row_x * s1 + i0 / 2;
  const rope_corr_dims corr_dims = {{2.0f, 40.0f}};
  const float theta_scale = exp2f(theta_scale_log2 / 8.0f);

  const float theta_base = pos[channel_x] * powf(theta_scale, i0 / 2.0f);
  const float freq_factor = has_ff ? freq_factors[i0 / 2] : 1.0f;

  float cos_theta;
  float sin_theta;
  rope_yarn<forward>(theta_base / freq_factor, freq_scale, corr_dims, i0, ext_factor, attn_factor, cos_theta,
                     sin_theta);
  const float x0 = x[ix + 0];
  const float x1 = x[ix + ne0 / 2];
  dst[idst + 0] = x0 * cos_theta - x1 * sin_theta;
  dst[idst + ne0 / 2] = x0 * sin_theta + x1 * cos_theta;
}

// ---- softmax ---------------------------------------------------------------------------------

static __device__ __forceinline__ float get_alibi_slope(const float max_bias, const uint32_t h, const uint32_t n_head_log2,
                                                        const float m0, const float m1) {
  if (max_bias <= 0.0f) return 1.0f;
  const float base = h < n_head_log2 ? m0 : m1;
  const int exph = h < n_head_log2 ? h + 1 : 2 * (h - n_head_log2) + 1;
  return powf(base, exph);
}

template <bool use_shared, int ncols_template, int block_size_template>
static __global__ void soft_max_f32(const float *x, const half *mask, float *dst, const int ncols_par,
                                    const int nrows_y, const float scale, const float max_bias, const float m0,
                                    const float m1, uint32_t n_head_log2) {
  const int ncols = ncols_template == 0 ? ncols_par : ncols_template;
  const int tid = threadIdx.x;
  const int rowx = blockIdx.x;
  const int rowy = rowx % nrows_y;  // broadcast the mask in the row dimension
  const int block_size = block_size_template == 0 ? blockDim.x : block_size_template;
  const int warp_id = threadIdx.x / WARP_SIZE;
  const int lane_id = threadIdx.x % WARP_SIZE;
  const float slope = get_alibi_slope(max_bias, rowx / nrows_y % 32, n_head_log2, m0, m1);

  extern __shared__ float data_soft_max_f32[];
  float *buf_iw = data_soft_max_f32;  // per-warp partials
  float *vals = use_shared ? buf_iw + WARP_SIZE : dst + (int64_t)rowx * ncols;

  float max_val = -INFINITY;
#pragma unroll
  for (int col0 = 0; col0 < ncols; col0 += block_size) {
    const int col = col0 + tid;
    if (ncols_template == 0 && col >= ncols) break;
    const int64_t ix = (int64_t)rowx * ncols + col;
    const int64_t iy = (int64_t)rowy * ncols + col;
    const float val = x[ix] * scale + (mask ? slope * __half2float(mask[iy]) : 0.0f);
    vals[col] = val;
    max_val = max(max_val, val);
  }

  max_val = warp_reduce_max(max_val);
  if (block_size > WARP_SIZE) {
    if (warp_id == 0) buf_iw[lane_id] = -INFINITY;
    __syncthreads();
    if (lane_id == 0) buf_iw[warp_id] = max_val;
    __syncthreads();
    max_val = buf_iw[lane_id];
    max_val = warp_reduce_max(max_val);
  }

  float tmp = 0.0f;
#pragma unroll
  for (int col0 = 0; col0 < ncols; col0 += block_size) {
    const int col = col0 + tid;
    if (ncols_template == 0 && col >= ncols) break;
    const float val = expf(vals[col] - max_val);
    tmp += val;
    vals[col] = val;
  }

  tmp = warp_reduce_sum(tmp);
  if (block_size > WARP_SIZE) {
    __syncthreads();
    if (warp_id == 0) buf_iw[lane_id] = 0.0f;
    __syncthreads();
    if (lane_id == 0) buf_iw[warp_id] = tmp;
    __syncthreads();
    tmp = buf_iw[lane_id];
    tmp = warp_reduce_sum(tmp);
  }

  const float inv_sum = 1.0f / tmp;
#pragma unroll
  for (int col0 = 0; col0 < ncols; col0 += block_size) {
    const int col = col0 + tid;
    if (ncols_template == 0 && col >= ncols) return;
    const int64_t idst = (int64_t)rowx * ncols + col;
    dst[idst] = vals[col] * inv_sum;
  }
}

// The host dispatch over the column count, as ggml's soft_max_f32_cuda does.
static void soft_max_f32_cuda(const float *x, const half *mask, float *dst, const int ncols_x, const int nrows_x,
                              const int nrows_y, const float scale, const float max_bias, cudaStream_t stream) {
  int nth = WARP_SIZE;
  while (nth < ncols_x && nth < 1024) nth *= 2;
  const dim3 block_dims(nth, 1, 1);
  const dim3 block_nums(nrows_x, 1, 1);
  const size_t shmem = (ncols_x + WARP_SIZE) * sizeof(float);
  const uint32_t n_head = nrows_x / nrows_y;
  const uint32_t n_head_log2 = 1u << (uint32_t)floorf(log2f((float)n_head));
  const float m0 = powf(2.0f, -(max_bias) / n_head_log2);
  const float m1 = powf(2.0f, -(max_bias / 2.0f) / n_head_log2);
  if (shmem < 48 * 1024) {
    switch (ncols_x) {
      case 512:
        soft_max_f32<true, 512, 512><<<block_nums, block_dims, shmem, stream>>>(x, mask, dst, ncols_x, nrows_y, scale,
                                                                                 max_bias, m0, m1, n_head_log2);
        break;
      default:
        soft_max_f32<true, 0, 0><<<block_nums, block_dims, shmem, stream>>>(x, mask, dst, ncols_x, nrows_y, scale,
                                                                             max_bias, m0, m1, n_head_log2);
        break;
    }
  } else {
    soft_max_f32<false, 0, 0><<<block_nums, block_dims, WARP_SIZE * sizeof(float), stream>>>(
        x, mask, dst, ncols_x, nrows_y, scale, max_bias, m0, m1, n_head_log2);
  }
}

void launch_norm_rope(const float *x, float *dst, int ncols, int nrows, const float *q, float *qr, const int32_t *pos,
                      const float *ff, cudaStream_t stream) {
  if (ncols < 1024) {
    rms_norm_f32<WARP_SIZE><<<nrows, dim3(WARP_SIZE, 1, 1), 0, stream>>>(x, dst, ncols, 1e-6f);
  } else {
    rms_norm_f32<1024><<<nrows, dim3(1024, 1, 1), 0, stream>>>(x, dst, ncols, 1e-6f);
  }
  rope_neox<true, true><<<dim3(nrows, 1), dim3(1, 64), 0, stream>>>(q, qr, 128, 32, 128, 4096, pos, 0.25f, 1.0f,
                                                                     0.0f, 1.0f, -1.5f, ff);
  rope_neox<false, false><<<dim3(nrows, 1), dim3(1, 64), 0, stream>>>(qr, qr, 128, 32, 128, 4096, pos, 0.25f, 1.0f,
                                                                       0.0f, 1.0f, -1.5f, ff);
  soft_max_f32_cuda(x, nullptr, dst, ncols, nrows, nrows, 1.0f, 0.0f, stream);
}
