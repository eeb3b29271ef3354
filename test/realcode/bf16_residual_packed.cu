// @realcode Residual add of two bf16 tensors, 8 elements per thread through a 128-bit packed type built with memcpy (the llm.c idiom), fp32 sum, round-to-nearest back to bf16.
// @let N = 1 << 27
// @buf a bf16[N] uniform(-2, 2)
// @buf b bf16[N] uniform(-2, 2)
// @buf out bf16[N] zero
// @launch residual_forward_bf16 grid(N / (8 * 512)) block(512) args(out, a, b, i32(N))
// @check out rel=1e-2 abs=1e-2
#include <cuda_bf16.h>
#include <cuda_runtime.h>
#include <string.h>

struct alignas(16) Bf16x8 {
  __nv_bfloat16 e[8];
  __device__ explicit Bf16x8(int4 bits) { memcpy(&e, &bits, sizeof(bits)); }
  __device__ Bf16x8() {}
  __device__ int4 bits() const {
    int4 b;
    memcpy(&b, &e, sizeof(b));
    return b;
  }
};

__device__ __forceinline__ Bf16x8 load8(const __nv_bfloat16 *p) { return Bf16x8(*reinterpret_cast<const int4 *>(p)); }
__device__ __forceinline__ Bf16x8 load8_cs(const __nv_bfloat16 *p) { return Bf16x8(__ldcs(reinterpret_cast<const int4 *>(p))); }
__device__ __forceinline__ void store8(__nv_bfloat16 *p, const Bf16x8 &v) { *reinterpret_cast<int4 *>(p) = v.bits(); }

__global__ void residual_forward_bf16(__nv_bfloat16 *out, const __nv_bfloat16 *inp1, const __nv_bfloat16 *inp2, int N) {
  int idx = (blockIdx.x * blockDim.x + threadIdx.x) * 8;
  if (idx >= N) return;
  Bf16x8 x = load8_cs(inp1 + idx), y = load8_cs(inp2 + idx), r;
#pragma unroll
  for (int k = 0; k < 8; k++) r.e[k] = __float2bfloat16_rn(__bfloat162float(x.e[k]) + __bfloat162float(y.e[k]));
  store8(out + idx, r);
}
