// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// `threadIdx.x < 32` and `warp == 0` select exactly warp 0: the condition is
// the same in every lane of a warp, so full-mask shuffles under it are fine.
extern "C" __global__ void warp0(const float *x, float *out) {
  __shared__ float s[32];
  float v = x[blockIdx.x * blockDim.x + threadIdx.x];
  int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  if (lane == 0) s[warp] = v;
  __syncthreads();
  if (threadIdx.x < 32) {
    v = threadIdx.x < blockDim.x / 32 ? s[threadIdx.x] : 0.f;
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);
    if (threadIdx.x == 0) out[blockIdx.x] = v;
  }
  if (warp == 0) {
    float w = __shfl_xor_sync(0xffffffff, v, 1);
    if (lane == 0) out[gridDim.x + blockIdx.x] = w;
  }
}
