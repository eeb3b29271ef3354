// @realcode Inclusive block scan, Hillis-Steele with double-buffered shared memory (one scan per 1024-element block).
// @let N = 1 << 25
// @let B = 1024
// @buf in i32[N] uniform(-100, 100)
// @buf out i32[N] zero
// @launch scan_naive grid(N / B) block(B) shared(2 * B * 4) args(out, in, i32(N))
// @check out exact
#include <cuda_runtime.h>

__global__ void scan_naive(int *g_odata, const int *g_idata, int n) {
  extern __shared__ int temp[];  // two buffers of blockDim.x
  int thid = threadIdx.x;
  int base = blockIdx.x * blockDim.x;
  int pout = 0, pin = 1;
  temp[pout * blockDim.x + thid] = (base + thid < n) ? g_idata[base + thid] : 0;
  __syncthreads();
  for (int offset = 1; offset < blockDim.x; offset *= 2) {
    pout = 1 - pout;
    pin = 1 - pout;
    if (thid >= offset)
      temp[pout * blockDim.x + thid] = temp[pin * blockDim.x + thid] + temp[pin * blockDim.x + thid - offset];
    else
      temp[pout * blockDim.x + thid] = temp[pin * blockDim.x + thid];
    __syncthreads();
  }
  if (base + thid < n) g_odata[base + thid] = temp[pout * blockDim.x + thid];
}
