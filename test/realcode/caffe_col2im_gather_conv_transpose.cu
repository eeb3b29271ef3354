// @realcode Transposed convolution the way Caffe and early PyTorch compute it: a GEMM producing the column buffer (W^T x per image, a plain shared-memory tiled SGEMM with transposed-A indexing), then col2im as a gather (one thread per output pixel summing every (kernel offset, column) that maps onto it, with dilation, stride and padding, no atomics), a CUDA_KERNEL_LOOP over int64 indices, and the bias added per channel in a fused epilogue pass.
// @let CIN = 64
// @let COUT = 32
// @let IH = 32
// @let IW = 32
// @let K = 4
// @let STRIDE = 2
// @let PAD = 1
// @let OH = (IH - 1) * STRIDE - 2 * PAD + K
// @let OW = (IW - 1) * STRIDE - 2 * PAD + K
// @let NB = 4
// @buf x f32[NB * CIN * IH * IW] uniform(-1, 1)
// @buf w f32[CIN * COUT * K * K] uniform(-0.1, 0.1)
// @buf bias f32[COUT] uniform(-0.1, 0.1)
// @buf cols f32[NB * COUT * K * K * IH * IW] zero
// @buf y f32[NB * COUT * OH * OW] zero
// @launch sgemm_tn_tiles grid(cdiv(IH * IW, 16), cdiv(COUT * K * K, 16), NB) block(16, 16) args(w, x, cols, i32(COUT * K * K), i32(IH * IW), i32(CIN))
// @launch col2im_gather grid(cdiv(NB * COUT * OH * OW, 256)) block(256) args(cols, bias, y, i32(NB * COUT), i32(COUT), i32(OH), i32(OW), i32(K), i32(K), i32(PAD), i32(PAD), i32(STRIDE), i32(STRIDE), i32(1), i32(1), i32(IH), i32(IW))
// @check cols rel=1e-4 abs=1e-5
// @check y rel=1e-4 abs=1e-5
#include <cstdint>

#define CUDA_KERNEL_LOOP(i, n) \
  for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < (n); i += (int64_t)blockDim.x * gridDim.x)
#define TILE 16

// C[b] (M x N) = A^T (A stored K x M) * B[b] (K x N); one 16x16 tile of C per block.
__global__ void sgemm_tn_tiles(const float *__restrict__ A, const float *__restrict__ B, float *__restrict__ C, int M,
                               int N, int K) {
  __shared__ float As[TILE][TILE + 1], Bs[TILE][TILE + 1];
  const int b = blockIdx.z;
  const float *Bb = B + (size_t)b * K * N;
  float *Cb = C + (size_t)b * M * N;
  const int row = blockIdx.y * TILE + threadIdx.y, col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += TILE) {
    int ka = k0 + threadIdx.x, ma = blockIdx.y * TILE + threadIdx.y;
    As[threadIdx.y][threadIdx.x] = (ka < K && ma < M) ? A[(size_t)ka * M + ma] : 0.0f;
    int kb = k0 + threadIdx.y;
    Bs[threadIdx.y][threadIdx.x] = (kb < K && col < N) ? Bb[(size_t)kb * N + col] : 0.0f;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TILE; k++) acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();
  }
  if (row < M && col < N) Cb[(size_t)row * N + col] = acc;
}

__global__ void col2im_gather(const float *__restrict__ data_col, const float *__restrict__ bias,
                              float *__restrict__ data_im, int planes, int out_channels, int height, int width, int kernel_h,
                              int kernel_w, int pad_h, int pad_w, int stride_h, int stride_w, int dilation_h,
                              int dilation_w, int height_col, int width_col) {
  CUDA_KERNEL_LOOP(index, (int64_t)planes * height * width) {
    const int w_im = index % width + pad_w;
    const int h_im = (index / width) % height + pad_h;
    const int64_t c_im = index / ((int64_t)width * height);
    const int kernel_extent_w = (kernel_w - 1) * dilation_w + 1;
    const int kernel_extent_h = (kernel_h - 1) * dilation_h + 1;
    // The range of columns whose receptive field covers (h_im, w_im).
    const int w_col_start = (w_im < kernel_extent_w) ? 0 : (w_im - kernel_extent_w) / stride_w + 1;
    const int w_col_end = min(w_im / stride_w + 1, width_col);
    const int h_col_start = (h_im < kernel_extent_h) ? 0 : (h_im - kernel_extent_h) / stride_h + 1;
    const int h_col_end = min(h_im / stride_h + 1, height_col);
    float val = 0.0f;
    for (int h_col = h_col_start; h_col < h_col_end; ++h_col) {
      for (int w_col = w_col_start; w_col < w_col_end; ++w_col) {
        int h_k = h_im - h_col * stride_h;
        int w_k = w_im - w_col * stride_w;
        if (h_k % dilation_h == 0 && w_k % dilation_w == 0) {
          h_k /= dilation_h;
          w_k /= dilation_w;
          const int64_t data_col_index =
              (((c_im * kernel_h + h_k) * kernel_w + w_k) * height_col + h_col) * width_col + w_col;
          val += data_col[data_col_index];
        }
      }
    }
    data_im[index] = val + bias[c_im % out_channels];
  }
}
