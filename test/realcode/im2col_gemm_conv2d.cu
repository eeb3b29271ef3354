// @realcode Convolution lowered to im2col + GEMM as framework fallback paths (Caffe, darknet) do it without cuDNN: an im2col kernel unrolls NCHW input patches (padding, stride, dilation) into a column matrix with one thread per output element, then a 64x64-tile shared-memory SGEMM with 4x4 register blocking (template tile sizes, #pragma unroll, float4 stores) multiplies the filters by the columns; a bias + ReLU epilogue.
// @let C = 64
// @let H = 56
// @let W = 56
// @let K = 128
// @let R = 3
// @let OH = 56
// @let OW = 56
// @let KDIM = C * R * R
// @let NCOL = OH * OW
// @buf in f32[C * H * W] uniform(-1, 1)
// @buf filt f32[K * KDIM] uniform(-0.1, 0.1)
// @buf bias f32[K] uniform(-0.5, 0.5)
// @buf cols f32[KDIM * NCOL] zero
// @buf out f32[K * NCOL] zero
// @launch im2col grid(cdiv(KDIM * NCOL, 256)) block(256) args(in, cols, i32(C), i32(H), i32(W), i32(R), i32(R), i32(1), i32(1), i32(1), i32(1), i32(1), i32(1), i32(OH), i32(OW))
// @launch sgemm_bias_relu<64, 64, 16, 4, 4> grid(cdiv(NCOL, 64), cdiv(K, 64)) block(16, 16) args(filt, cols, bias, out, i32(K), i32(NCOL), i32(KDIM))
// @check cols exact
// @check out abs=1e-4 rel=1e-4
__global__ void im2col(const float *__restrict__ in, float *__restrict__ cols, int c, int h, int w, int kh, int kw,
                       int pad_h, int pad_w, int stride_h, int stride_w, int dil_h, int dil_w, int oh, int ow) {
  const long long total = (long long)c * kh * kw * oh * ow;
  for (long long idx = blockIdx.x * (long long)blockDim.x + threadIdx.x; idx < total;
       idx += (long long)gridDim.x * blockDim.x) {
    const int x = idx % ow;
    const int y = (idx / ow) % oh;
    const int row = idx / ((long long)oh * ow);
    const int kx = row % kw, ky = (row / kw) % kh, ch = row / (kw * kh);
    const int iy = y * stride_h - pad_h + ky * dil_h;
    const int ix = x * stride_w - pad_w + kx * dil_w;
    cols[idx] = (iy >= 0 && iy < h && ix >= 0 && ix < w) ? in[((size_t)ch * h + iy) * w + ix] : 0.f;
  }
}

// C[M x N] = A[M x Kd] * B[Kd x N]; 16x16 threads, each a TM x TN micro-tile.
template <int BM, int BN, int BK, int TM, int TN>
__global__ void __launch_bounds__(256) sgemm_bias_relu(const float *__restrict__ A, const float *__restrict__ B,
                                                       const float *__restrict__ bias, float *__restrict__ C, int m,
                                                       int n, int kd) {
  static_assert(BM == 16 * TM && BN == 16 * TN, "tile shape");
  __shared__ float As[BK][BM + 4];
  __shared__ float Bs[BK][BN];
  const int tx = threadIdx.x, ty = threadIdx.y, tid = ty * 16 + tx;
  const int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
  float acc[TM][TN] = {};
  for (int k0 = 0; k0 < kd; k0 += BK) {
#pragma unroll
    for (int e = tid; e < BM * BK; e += 256) {
      const int r = e / BK, k = e % BK;
      As[k][r] = (row0 + r < m && k0 + k < kd) ? A[(size_t)(row0 + r) * kd + k0 + k] : 0.f;
    }
#pragma unroll
    for (int e = tid; e < BK * BN; e += 256) {
      const int k = e / BN, cidx = e % BN;
      Bs[k][cidx] = (k0 + k < kd && col0 + cidx < n) ? B[(size_t)(k0 + k) * n + col0 + cidx] : 0.f;
    }
    __syncthreads();
#pragma unroll
    for (int k = 0; k < BK; ++k) {
      float a[TM], b[TN];
#pragma unroll
      for (int i = 0; i < TM; ++i) a[i] = As[k][ty * TM + i];
#pragma unroll
      for (int j = 0; j < TN; ++j) b[j] = Bs[k][tx * TN + j];
#pragma unroll
      for (int i = 0; i < TM; ++i)
#pragma unroll
        for (int j = 0; j < TN; ++j) acc[i][j] = fmaf(a[i], b[j], acc[i][j]);
    }
    __syncthreads();
  }
#pragma unroll
  for (int i = 0; i < TM; ++i) {
    const int r = row0 + ty * TM + i;
    if (r >= m) continue;
    const float bv = bias[r];
    const int c = col0 + tx * TN;
    if (c + TN <= n && (n % 4) == 0) {
      float4 v = make_float4(fmaxf(acc[i][0] + bv, 0.f), fmaxf(acc[i][1] + bv, 0.f), fmaxf(acc[i][2] + bv, 0.f),
                             fmaxf(acc[i][3] + bv, 0.f));
      *reinterpret_cast<float4 *>(C + (size_t)r * n + c) = v;
    } else {
#pragma unroll
      for (int j = 0; j < TN; ++j)
        if (c + j < n) C[(size_t)r * n + c + j] = fmaxf(acc[i][j] + bv, 0.f);
    }
  }
}

template __global__ void sgemm_bias_relu<64, 64, 16, 4, 4>(const float *, const float *, const float *, float *, int, int, int);
