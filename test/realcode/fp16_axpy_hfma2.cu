// @realcode y = a * x + y on fp16 vectors with __hfma2 on __half2 pairs (native half arithmetic), grid-stride, __ldg on x.
// @let N = 1 << 27
// @buf x f16[N] uniform(-1, 1)
// @buf y f16[N] uniform(-1, 1)
// @launch haxpy grid(2640) block(256) args(i32(N / 2), f32(0.75), x, y)
// @check y rel=1e-2 abs=2e-3
#include <cuda_fp16.h>
#include <cuda_runtime.h>

__global__ void haxpy(int n2, float a, const __half2 *x, __half2 *y) {
  const __half2 a2 = __float2half2_rn(a);
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n2; i += blockDim.x * gridDim.x)
    y[i] = __hfma2(a2, __ldg(&x[i]), y[i]);
}
