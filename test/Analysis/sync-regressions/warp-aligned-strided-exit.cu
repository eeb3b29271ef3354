// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// RUN: kilnc %s --emit=simt -o /dev/null -DUNPADDED 2>&1 | FileCheck %s --check-prefix=UNPADDED
// Issue 11 (branch probe16): a warp-per-row loop `for (c = lane; c < padded;
// c += 32)` with `padded = (cols + 31) / 32 * 32` warned that its last
// iteration may run on part of a warp, like a loop to `cols`. The bound is a
// multiple of 32 and every warp's starts lie in one aligned 32-window, so
// the lanes of a warp run the same iterations: the full-mask shuffles in it
// are fine. Against `cols` itself the warning stays (cols may not be a
// multiple of 32).
__global__ void rowscan(const float *in, float *out, int rows, int cols) {
  const int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  const int lane = threadIdx.x % 32;
  if (row >= rows)
    return;
#ifdef UNPADDED
  const int end = cols;
#else
  const int end = (cols + 31) & ~31;
#endif
  float carry = 0.0f;
  for (int c = lane; c < end; c += 32) {
    float v = c < cols ? in[row * cols + c] : 0.0f;
    for (int off = 1; off < 32; off <<= 1) {
      // UNPADDED: warp-aligned-strided-exit.cu:[[@LINE+1]]:{{.*}} warning: warp shuffle with a full lane mask is reached inside the block-strided loop
      float n = __shfl_up_sync(0xffffffffu, v, off);
      if (lane >= off)
        v += n;
    }
    v += carry;
    if (c < cols)
      out[row * cols + c] = v;
    carry = __shfl_sync(0xffffffffu, v, 31);
  }
}
