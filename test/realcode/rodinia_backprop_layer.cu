// @realcode Rodinia-style back-propagation on 16x16 blocks: layerforward stages one input column and a 16x16 weight tile in shared memory, scales it, reduces the rows with a power-of-two loop bounded by __log2f(HEIGHT) and stepped by __powf(2, i), and writes per-block partial sums; adjust_weights applies the momentum update, with an extra bias row updated by one block row.
// @let NB = 32768
// @let IN = 16 * NB
// @let HID = 16
// @buf input f32[IN + 1] uniform(0, 1)
// @buf weights f32[(IN + 1) * (HID + 1)] uniform(-0.5, 0.5)
// @buf partial f32[NB * HID] zero
// @buf delta f32[HID + 1] uniform(-0.1, 0.1)
// @buf oldw f32[(IN + 1) * (HID + 1)] uniform(-0.01, 0.01)
// @launch layerforward grid(1, NB) block(16, 16) args(input, weights, partial, i32(HID))
// @launch adjust_weights grid(1, NB) block(16, 16) args(delta, i32(HID), input, weights, oldw)
// @check partial abs=1e-5 rel=1e-5
// @check weights abs=1e-6 rel=1e-6
// @check oldw abs=1e-6 rel=1e-6
#include <cuda_runtime.h>
#include <math.h>

#define WIDTH 16
#define HEIGHT 16
#define ETA 0.3f
#define MOMENTUM 0.3f

__global__ void layerforward(const float *input, const float *weights, float *partial, int hid) {
  __shared__ float node[HEIGHT];
  __shared__ float tile[HEIGHT][WIDTH];
  const int by = blockIdx.y, tx = threadIdx.x, ty = threadIdx.y;
  const int row_stride = hid + 1;
  const int w = row_stride * HEIGHT * by + row_stride * ty + tx + 1 + row_stride;
  const int in = HEIGHT * by + ty + 1;
  if (tx == 0)
    node[ty] = input[in];
  __syncthreads();
  tile[ty][tx] = weights[w];
  __syncthreads();
  tile[ty][tx] = tile[ty][tx] * node[ty];
  __syncthreads();
  for (int i = 1; i <= __log2f(HEIGHT); i++) {
    int step = __powf(2, i);
    if (ty % step == 0)
      tile[ty][tx] = tile[ty][tx] + tile[ty + step / 2][tx];
    __syncthreads();
  }
  if (tx == 0)
    partial[by * hid + ty] = tile[tx][ty];
}

__global__ void adjust_weights(const float *delta, int hid, const float *ly, float *w, float *oldw) {
  const int by = blockIdx.y, tx = threadIdx.x, ty = threadIdx.y;
  const int row_stride = hid + 1;
  const int index = row_stride * HEIGHT * by + row_stride * ty + tx + 1 + row_stride;
  const int iy = HEIGHT * by + ty + 1;
  const int ix = tx + 1;
  const float step = ETA * delta[ix] * ly[iy] + MOMENTUM * oldw[index];
  w[index] += step;
  oldw[index] = step;
  __syncthreads();
  if (ty == 0 && by == 0) {
    const float bias = ETA * delta[ix] + MOMENTUM * oldw[ix];
    w[ix] += bias;
    oldw[ix] = bias;
  }
}
