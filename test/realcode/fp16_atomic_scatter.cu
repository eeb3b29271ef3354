// @realcode Gradient scatter in fp16: each row of 64 __half2 pairs adds into one of 4096 embedding rows with atomicAdd(__half2 *), the backward of an embedding lookup.
// @let TOKENS = 1 << 18
// @let D = 128
// @let V = 4096
// @buf ids i32[TOKENS] uniform(0, V)
// @buf dout f16[TOKENS * D] uniform(-0.01, 0.01)
// @buf dwte f16[V * D] zero
// @launch embedding_backward_half2 grid(TOKENS / 4) block(4 * D / 2) args(dwte, dout, ids, i32(TOKENS), i32(D))
// @check dwte rel=5e-2 abs=2e-3
#include <cuda_fp16.h>
#include <cuda_runtime.h>

__global__ void embedding_backward_half2(__half *dwte, const __half *dout, const int *ids, int tokens, int d) {
  int pairs = d / 2;
  int t = blockIdx.x * (blockDim.x / pairs) + threadIdx.x / pairs;
  int c = threadIdx.x % pairs;
  if (t >= tokens) return;
  const __half2 *g = reinterpret_cast<const __half2 *>(dout + (size_t)t * d);
  __half2 *row = reinterpret_cast<__half2 *>(dwte + (size_t)ids[t] * d);
  atomicAdd(row + c, g[c]);
}
