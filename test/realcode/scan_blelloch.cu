// @realcode Exclusive work-efficient (up-sweep / down-sweep) scan of 2 * blockDim elements per block, shared indices padded against bank conflicts.
// @let N = 1 << 25
// @let B = 512
// @buf in u32[N] uniform(0, 1000)
// @buf out u32[N] zero
// @buf totals u32[N / (2 * B)] zero
// @launch tree_scan_exclusive grid(N / (2 * B)) block(B) shared((2 * B + 2 * B / 32) * 4) args(in, out, totals, i32(2 * B))
// @check out exact
// @check totals exact
#include <cuda_runtime.h>

#define LOG_BANKS 5
#define PAD(i) ((i) + ((i) >> LOG_BANKS))

__global__ void tree_scan_exclusive(const unsigned *in, unsigned *out, unsigned *totals, int len) {
  extern __shared__ unsigned buf[];
  const int t = threadIdx.x;
  const unsigned *src = in + (size_t)blockIdx.x * len;
  unsigned *dst = out + (size_t)blockIdx.x * len;
  buf[PAD(t)] = src[t];
  buf[PAD(t + len / 2)] = src[t + len / 2];
  int step = 1;
  for (int active = len / 2; active > 0; active /= 2, step *= 2) {
    __syncthreads();
    if (t < active) {
      int left = step * (2 * t + 1) - 1;
      int right = left + step;
      buf[PAD(right)] += buf[PAD(left)];
    }
  }
  if (t == 0) {
    totals[blockIdx.x] = buf[PAD(len - 1)];
    buf[PAD(len - 1)] = 0;
  }
  for (int active = 1; active < len; active *= 2) {
    step /= 2;
    __syncthreads();
    if (t < active) {
      int left = step * (2 * t + 1) - 1;
      int right = left + step;
      unsigned l = buf[PAD(left)];
      buf[PAD(left)] = buf[PAD(right)];
      buf[PAD(right)] += l;
    }
  }
  __syncthreads();
  dst[t] = buf[PAD(t)];
  dst[t + len / 2] = buf[PAD(t + len / 2)];
}
