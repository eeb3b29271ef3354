// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// Issue 11: a warp-per-row softmax returns early on a condition of the global
// warp id (blockIdx.x * blockDim.x + threadIdx.x) / 32, then uses full-mask
// shuffles and __syncwarp: every lane of a warp takes the same side.
__global__ void softmax(const float *x, float *y, int rows, int cols) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int lane = threadIdx.x % 32;
  if (warp >= rows) return;
  const float *row = x + warp * cols;
  float m = -1e30f;
  for (int c = lane; c < cols; c += 32) m = fmaxf(m, row[c]);
  for (int o = 16; o > 0; o /= 2) m = fmaxf(m, __shfl_xor_sync(0xffffffff, m, o));
  float s = 0;
  for (int c = lane; c < cols; c += 32) s += __expf(row[c] - m);
  for (int o = 16; o > 0; o /= 2) s += __shfl_xor_sync(0xffffffff, s, o);
  __syncwarp();
  for (int c = lane; c < cols; c += 32) y[warp * cols + c] = __expf(row[c] - m) / s;
}
