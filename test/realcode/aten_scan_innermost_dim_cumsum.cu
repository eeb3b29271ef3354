// @realcode ATen's tensor_kernel_scan_innermost_dim (cumsum / cummax along the last dimension): a 2-D block of 16 rows x 32 threads, each row scanned in chunks of 2 * blockDim.x through a __shared__ [16][64] buffer with the Blelloch-style up-sweep / down-sweep of the ATen kernel (a binary operator functor as a template argument), the chunk's total carried into the next chunk in the buffer's first slot, rows looped with a grid stride, and init values from a functor's identity.
// @let ROWS = 32768
// @let COLS = 1000
// @buf x i32[ROWS * COLS] uniform(-1000, 1000)
// @buf csum i64[ROWS * COLS] zero
// @buf fx f32[ROWS * COLS] uniform(-1, 1)
// @buf cmax f32[ROWS * COLS] zero
// @launch scan_innermost_dim<long long, int, 32, 16, Plus> grid(512) block(32, 16) args(csum, x, i32(ROWS), i32(COLS), i64(0))
// @launch scan_innermost_dim<float, float, 32, 16, Max> grid(512) block(32, 16) args(cmax, fx, i32(ROWS), i32(COLS), f32(-3.0e38))
// @check csum exact
// @check cmax exact
#include <cuda_runtime.h>

struct Plus {
  template <typename T> __device__ T operator()(T a, T b) const { return a + b; }
};
struct Max {
  template <typename T> __device__ T operator()(T a, T b) const { return a > b ? a : b; }
};

template <typename scalar_t, typename in_t, int num_threads_x, int num_threads_y, class BinaryFunction>
__global__ void scan_innermost_dim(scalar_t *tgt_, const in_t *src_, const unsigned num_rows, const unsigned row_size,
                                   scalar_t init) {
  BinaryFunction binary_op;
  __shared__ scalar_t sbuf[num_threads_y][2 * num_threads_x];
  scalar_t *row_buf = sbuf[threadIdx.y];
  for (unsigned block_row = blockIdx.x * blockDim.y; block_row < num_rows; block_row += blockDim.y * gridDim.x) {
    unsigned row = block_row + threadIdx.y;
    scalar_t block_total = init;
    const in_t *row_src = src_ + (size_t)row * row_size;
    scalar_t *row_tgt = tgt_ + (size_t)row * row_size;
    for (unsigned block_col = 0; block_col < row_size; block_col += 2 * num_threads_x) {
      unsigned col1 = block_col + threadIdx.x;
      unsigned col2 = block_col + num_threads_x + threadIdx.x;
      if (row < num_rows) {
        row_buf[threadIdx.x] = col1 < row_size ? scalar_t(row_src[col1]) : init;
        row_buf[num_threads_x + threadIdx.x] = col2 < row_size ? scalar_t(row_src[col2]) : init;
        if (threadIdx.x == 0) row_buf[0] = binary_op(row_buf[0], block_total);
      }
      __syncthreads();
      // Up-sweep.
      for (unsigned s = num_threads_x, d = 1; s >= 1; s >>= 1, d <<= 1) {
        if (row < num_rows && threadIdx.x < s) {
          unsigned offset = (2 * threadIdx.x + 1) * d - 1;
          row_buf[offset + d] = binary_op(row_buf[offset], row_buf[offset + d]);
        }
        __syncthreads();
      }
      // Down-sweep.
      for (unsigned s = 2, d = num_threads_x / 2; d >= 1; s <<= 1, d >>= 1) {
        if (row < num_rows && threadIdx.x < s - 1) {
          unsigned offset = 2 * (threadIdx.x + 1) * d - 1;
          row_buf[offset + d] = binary_op(row_buf[offset], row_buf[offset + d]);
        }
        __syncthreads();
      }
      if (row < num_rows) {
        if (col1 < row_size) row_tgt[col1] = row_buf[threadIdx.x];
        if (col2 < row_size) row_tgt[col2] = row_buf[num_threads_x + threadIdx.x];
      }
      block_total = row_buf[2 * num_threads_x - 1];
      __syncthreads();
    }
  }
}
template __global__ void scan_innermost_dim<long long, int, 32, 16, Plus>(long long *, const int *, unsigned, unsigned, long long);
template __global__ void scan_innermost_dim<float, float, 32, 16, Max>(float *, const float *, unsigned, unsigned, float);
