// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// A full-mask shuffle after a grid-stride loop whose exit depends on the
// thread: every thread leaves the loop, then the warp runs together again.
extern "C" __global__ void partial_sums(const float *x, float *out, long n) {
  float v = 0.f;
  for (long i = (long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long)gridDim.x * blockDim.x)
    v += x[i];
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_down_sync(0xffffffff, v, o);
  if ((threadIdx.x & 31) == 0)
    atomicAdd(out, v);
}
