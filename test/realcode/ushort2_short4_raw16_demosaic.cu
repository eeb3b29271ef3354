// @realcode 16-bit camera-raw processing in the style of image pipelines: a Bayer RGGB raw frame read as ushort2 pairs (make_ushort2, __ldg on ushort2 and ushort4), black-level subtraction and white balance in 32-bit, a bilinear demosaic writing ushort4 RGBA pixels, short4 signed gradients (make_short4) for an edge map, char2 offsets from a __constant__ table, and uchar2/longlong2 side outputs.
// @let W = 2048
// @let H = 1536
// @buf raw u16[W * H] uniform(0, 16383)
// @buf rgba u16[W * H * 4] zero
// @buf grad i16[W * H * 4] zero
// @buf edges u8[W * H * 2] zero
// @buf stats i64[H * 2] zero
// @launch demosaic_rggb grid(W / 64, H / 4) block(32, 4) args(raw, rgba, grad, edges, i32(W), i32(H), u32(512))
// @launch row_stats grid(H) block(128) args(raw, stats, i32(W))
// @check rgba exact
// @check grad exact
// @check edges exact
// @check stats exact

__constant__ char2 c_taps[4] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};

__device__ __forceinline__ unsigned short px(const unsigned short *__restrict__ raw, int x, int y, int w, int h) {
  x = min(max(x, 0), w - 1);
  y = min(max(y, 0), h - 1);
  return __ldg(raw + (size_t)y * w + x);
}

__device__ __forceinline__ unsigned short wb(unsigned v, unsigned black, unsigned gain_q8) {
  unsigned s = v > black ? v - black : 0u;
  return (unsigned short)min((s * gain_q8) >> 8, 65535u);
}

__global__ void demosaic_rggb(const unsigned short *__restrict__ raw, ushort4 *__restrict__ rgba, short4 *__restrict__ grad,
                              uchar2 *__restrict__ edges, int w, int h, unsigned black) {
  int x = (blockIdx.x * blockDim.x + threadIdx.x) * 2;  // two pixels a thread: one ushort2 of the row
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  ushort2 pair = __ldg(reinterpret_cast<const ushort2 *>(raw + (size_t)y * w + x));
  unsigned short here[2] = {pair.x, pair.y};
  for (int k = 0; k < 2; ++k) {
    int xx = x + k;
    unsigned c = here[k];
    unsigned n = px(raw, xx, y - 1, w, h), s = px(raw, xx, y + 1, w, h);
    unsigned e = px(raw, xx + 1, y, w, h), wv = px(raw, xx - 1, y, w, h);
    unsigned d = (px(raw, xx - 1, y - 1, w, h) + px(raw, xx + 1, y - 1, w, h) + px(raw, xx - 1, y + 1, w, h) +
                  px(raw, xx + 1, y + 1, w, h) + 2) >> 2;
    unsigned cross = (n + s + e + wv + 2) >> 2;
    unsigned r, g, b;
    bool even_row = (y & 1) == 0, even_col = (xx & 1) == 0;
    if (even_row && even_col) { r = c; g = cross; b = d; }
    else if (!even_row && !even_col) { r = d; g = cross; b = c; }
    else if (even_row) { r = (e + wv + 1) >> 1; g = c; b = (n + s + 1) >> 1; }
    else { r = (n + s + 1) >> 1; g = c; b = (e + wv + 1) >> 1; }
    size_t o = (size_t)y * w + xx;
    rgba[o] = make_ushort4(wb(r, black, 492), wb(g, black, 256), wb(b, black, 401), 65535);
    short gx = (short)((int)e - (int)wv), gy = (short)((int)s - (int)n);
    grad[o] = make_short4(gx, gy, (short)(gx / 2 + gy / 2), (short)((abs(gx) + abs(gy)) >> 2));
    int best = 0, bestv = -1;
    for (int t = 0; t < 4; ++t) {
      char2 off = c_taps[t];
      int v = abs((int)px(raw, xx + off.x, y + off.y, w, h) - (int)c);
      if (v > bestv) { bestv = v; best = t; }
    }
    edges[o] = make_uchar2((unsigned char)best, (unsigned char)min(bestv >> 6, 255));
  }
}

__global__ void row_stats(const unsigned short *__restrict__ raw, longlong2 *__restrict__ stats, int w) {
  __shared__ long long s_sum[128], s_sq[128];
  long long sum = 0, sq = 0;
  for (int x = threadIdx.x * 4; x < w; x += blockDim.x * 4) {
    ushort4 q = __ldg(reinterpret_cast<const ushort4 *>(raw + (size_t)blockIdx.x * w + x));
    sum += q.x + q.y + q.z + q.w;
    sq += (long long)q.x * q.x + (long long)q.y * q.y + (long long)q.z * q.z + (long long)q.w * q.w;
  }
  s_sum[threadIdx.x] = sum;
  s_sq[threadIdx.x] = sq;
  __syncthreads();
  for (int st = 64; st > 0; st >>= 1) {
    if (threadIdx.x < st) {
      s_sum[threadIdx.x] += s_sum[threadIdx.x + st];
      s_sq[threadIdx.x] += s_sq[threadIdx.x + st];
    }
    __syncthreads();
  }
  if (threadIdx.x == 0) stats[blockIdx.x] = make_longlong2(s_sum[0], s_sq[0]);
}
