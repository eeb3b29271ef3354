// @realcode Depthwise 2-D convolution in NCHW as MobileNet-style code writes it: a kernel templated on the filter size (3 and 5) so the tap loops unroll, const __restrict__ inputs read through __ldg, zero padding by bounds tests, stride as a runtime argument, the per-channel filter staged in registers, bias plus ReLU6 fused; and the backward pass for the filter weights as a per-(channel, tap) block reduction over the batch and output pixels.
// @let NB = 8
// @let CH = 128
// @let H = 112
// @let W = 112
// @buf in f32[NB * CH * H * W] uniform(-1, 1)
// @buf w3 f32[CH * 9] uniform(-0.5, 0.5)
// @buf w5 f32[CH * 25] uniform(-0.2, 0.2)
// @buf bias f32[CH] uniform(-0.1, 0.1)
// @buf out3 f32[NB * CH * H * W] zero
// @buf out5 f32[NB * CH * (H / 2) * (W / 2)] zero
// @buf gout f32[NB * CH * H * W] uniform(-1, 1)
// @buf gw3 f32[CH * 9] zero
// @launch depthwise_fwd<3> grid(cdiv(W, 32), cdiv(H, 8), NB * CH) block(32, 8) args(in, w3, bias, out3, i32(CH), i32(H), i32(W), i32(H), i32(W), i32(1))
// @launch depthwise_fwd<5> grid(cdiv(W / 2, 32), cdiv(H / 2, 8), NB * CH) block(32, 8) args(in, w5, bias, out5, i32(CH), i32(H), i32(W), i32(H / 2), i32(W / 2), i32(2))
// @launch depthwise_wgrad3 grid(9, CH) block(256) args(in, gout, gw3, i32(NB), i32(CH), i32(H), i32(W))
// @check out3 rel=1e-5 abs=1e-5
// @check out5 rel=1e-5 abs=1e-5
// @check gw3 rel=1e-3 abs=1e-2

template <int K>
__global__ void depthwise_fwd(const float *__restrict__ in, const float *__restrict__ weight,
                              const float *__restrict__ bias, float *__restrict__ out, int channels, int h, int w,
                              int oh, int ow, int stride) {
  constexpr int PAD = K / 2;
  const int ox = blockIdx.x * blockDim.x + threadIdx.x;
  const int oy = blockIdx.y * blockDim.y + threadIdx.y;
  const int nc = blockIdx.z;
  const int c = nc % channels;
  if (ox >= ow || oy >= oh) return;
  float taps[K * K];
#pragma unroll
  for (int t = 0; t < K * K; t++) taps[t] = __ldg(&weight[c * K * K + t]);
  const float *plane = in + (size_t)nc * h * w;
  float acc = __ldg(&bias[c]);
#pragma unroll
  for (int ky = 0; ky < K; ky++) {
    const int iy = oy * stride + ky - PAD;
    if (iy < 0 || iy >= h) continue;
#pragma unroll
    for (int kx = 0; kx < K; kx++) {
      const int ix = ox * stride + kx - PAD;
      if (ix >= 0 && ix < w) acc = fmaf(__ldg(&plane[iy * w + ix]), taps[ky * K + kx], acc);
    }
  }
  out[((size_t)nc * oh + oy) * ow + ox] = fminf(fmaxf(acc, 0.0f), 6.0f);
}

// dW[c][tap] = sum over n, y, x of gout[n][c][y][x] * in[n][c][y + dy][x + dx] (stride 1, pad 1).
__global__ void depthwise_wgrad3(const float *__restrict__ in, const float *__restrict__ gout, float *__restrict__ gw,
                                 int nb, int channels, int h, int w) {
  const int tap = blockIdx.x, c = blockIdx.y;
  const int dy = tap / 3 - 1, dx = tap % 3 - 1;
  float acc = 0.0f;
  for (int n = 0; n < nb; n++) {
    const float *ip = in + ((size_t)n * channels + c) * h * w;
    const float *gp = gout + ((size_t)n * channels + c) * h * w;
    for (int p = threadIdx.x; p < h * w; p += blockDim.x) {
      int y = p / w + dy, x = p % w + dx;
      if (y >= 0 && y < h && x >= 0 && x < w) acc += gp[p] * ip[y * w + x];
    }
  }
  __shared__ float red[256];
  red[threadIdx.x] = acc;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) red[threadIdx.x] += red[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) gw[c * 9 + tap] = red[0];
}

template __global__ void depthwise_fwd<3>(const float *, const float *, const float *, float *, int, int, int, int,
                                          int, int);
template __global__ void depthwise_fwd<5>(const float *, const float *, const float *, float *, int, int, int, int,
                                          int, int);
