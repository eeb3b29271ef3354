// @realcode int8 quantised GEMV (inference style): one warp per row, int8 weights and activations packed four to a 32-bit word read as int4 vectors, __dp4a accumulation in int32, warp reduction by __shfl_xor_sync, per-row float scale and bias in the epilogue.
// @let ROWS = 16384
// @let COLS = 4096
// @buf w i32[ROWS * COLS / 4] uniform(-2147483648, 2147483647)
// @buf x i32[COLS / 4] uniform(-2147483648, 2147483647)
// @buf scale f32[ROWS] uniform(0.001, 0.01)
// @buf bias f32[ROWS] uniform(-1, 1)
// @buf y f32[ROWS] zero
// @buf acc_out i32[ROWS] zero
// @launch gemv_dp4a grid(ROWS / 8) block(256) args(w, x, scale, bias, y, acc_out, i32(ROWS), i32(COLS))
// @check acc_out exact
// @check y rel=1e-6 abs=1e-5
#include <cuda_runtime.h>
#include <sm_61_intrinsics.h>

__global__ void __launch_bounds__(256) gemv_dp4a(const int *__restrict__ w, const int *__restrict__ x,
                                                 const float *__restrict__ scale, const float *__restrict__ bias,
                                                 float *__restrict__ y, int *__restrict__ acc_out, int rows, int cols) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int lane = threadIdx.x % 32;
  if (warp >= rows) return;
  const int4 *wrow = reinterpret_cast<const int4 *>(w + (size_t)warp * (cols / 4));
  const int4 *xv = reinterpret_cast<const int4 *>(x);
  int acc = 0;
  for (int k = lane; k < cols / 16; k += 32) {
    int4 a = wrow[k];
    int4 b = __ldg(&xv[k]);
    acc = __dp4a(a.x, b.x, acc);
    acc = __dp4a(a.y, b.y, acc);
    acc = __dp4a(a.z, b.z, acc);
    acc = __dp4a(a.w, b.w, acc);
  }
#pragma unroll
  for (int off = 16; off > 0; off >>= 1) acc += __shfl_xor_sync(0xffffffff, acc, off);
  if (lane == 0) {
    acc_out[warp] = acc;
    y[warp] = fmaf((float)acc, scale[warp], bias[warp]);
  }
}
