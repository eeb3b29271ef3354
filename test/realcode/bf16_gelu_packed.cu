// @realcode GELU (tanh form) forward on bf16 in the llm.c style: a 16-byte packed vector of 8 bf16 loaded by reinterpret_cast through __ldcs, math in fp32, written back by __stcs.
// @let N = 1 << 27
// @buf inp bf16[N] uniform(-4, 4)
// @buf out bf16[N] zero
// @launch gelu_forward_bf16 grid(N / (8 * 256)) block(256) args(out, inp, i32(N))
// @check out rel=1e-2 abs=1e-2
#include <cuda_bf16.h>
#include <cuda_runtime.h>
#include <math.h>

// Eight bf16 that travel as one 128-bit load or store.
template <class T>
struct alignas(16) Vec128 {
  static constexpr int kCount = 16 / sizeof(T);
  T v[kCount];

  __device__ static Vec128 load_streaming(const T *p) {
    int4 bits = __ldcs(reinterpret_cast<const int4 *>(p));
    return *reinterpret_cast<Vec128 *>(&bits);
  }
  __device__ void store_streaming(T *p) const { __stcs(reinterpret_cast<int4 *>(p), *reinterpret_cast<const int4 *>(this)); }
};

#define GELU_SCALING_FACTOR 0.7978845608028654f  // sqrt(2 / pi)

__global__ void gelu_forward_bf16(__nv_bfloat16 *out, const __nv_bfloat16 *inp, int N) {
  using Pack = Vec128<__nv_bfloat16>;
  int i = (blockIdx.x * blockDim.x + threadIdx.x) * Pack::kCount;
  if (i >= N) return;
  Pack x = Pack::load_streaming(inp + i);
  Pack y;
#pragma unroll
  for (int k = 0; k < Pack::kCount; ++k) {
    float xi = __bfloat162float(x.v[k]);
    float cube = 0.044715f * xi * xi * xi;
    y.v[k] = __float2bfloat16(0.5f * xi * (1.0f + tanhf(GELU_SCALING_FACTOR * (xi + cube))));
  }
  y.store_streaming(out + i);
}
