// @realcode Sum of a bf16 vector: __nv_bfloat162 pairs converted by __bfloat1622float2, fp32 accumulation, warp shuffles, one float atomicAdd per warp.
// @let N = 1 << 27
// @buf x bf16[N] uniform(-1, 1)
// @buf total f32[1] zero
// @launch sum_bf16 grid(2640) block(256) args(x, total, i32(N / 2))
// @check total rel=1e-3 abs=1
#include <cuda_bf16.h>
#include <cuda_runtime.h>

__global__ void sum_bf16(const __nv_bfloat162 *__restrict__ x, float *total, int n2) {
  float acc = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n2; i += blockDim.x * gridDim.x) {
    float2 f = __bfloat1622float2(x[i]);
    acc += f.x + f.y;
  }
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) acc += __shfl_down_sync(0xffffffffu, acc, o);
  if ((threadIdx.x & 31) == 0) atomicAdd(total, acc);
}
