// @realcode Weight-gradient accumulation with bf16 and fp16 atomics (the bias/LN backward of a mixed-precision trainer): each thread sums one column pair over a tile of rows in fp32, then one atomicAdd(__nv_bfloat162 *) and one atomicAdd(__half *) per pair.
// @let ROWS = 1 << 16
// @let C = 512
// @let RPB = 256
// @buf dout bf16[ROWS * C] uniform(-0.05, 0.05)
// @buf dbias bf16[C] zero
// @buf dscale f16[C] zero
// @launch grad_accum_bf16 grid(ROWS / RPB) block(C / 2) args(dbias, dscale, dout, i32(ROWS), i32(C), i32(RPB))
// bf16 atomics round every partial sum in the order the blocks arrive, hence the loose dbias tolerance:
// 256 additions into a bf16 total of magnitude ~7 (half ulp 0.016-0.06) each round with sigma ~0.013-0.018,
// so one order's total is off by sigma ~0.21 and two orders differ by ~0.3 (the H200 saw a difference of
// 1.0 in one of 512 columns, 3.3 sigma); abs=2 is 6.7 sigma.
// @check dbias rel=5e-2 abs=2
// @check dscale rel=5e-2 abs=0.05
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

__global__ void grad_accum_bf16(__nv_bfloat16 *dbias, __half *dscale, const __nv_bfloat16 *dout, int rows, int c, int rows_per_block) {
  int pair = threadIdx.x;  // one column pair per thread
  int r0 = blockIdx.x * rows_per_block;
  float2 acc = make_float2(0.0f, 0.0f);
  float sq = 0.0f;
  const __nv_bfloat162 *d2 = reinterpret_cast<const __nv_bfloat162 *>(dout);
  for (int r = r0; r < r0 + rows_per_block && r < rows; ++r) {
    float2 f = __bfloat1622float2(d2[(size_t)r * (c / 2) + pair]);
    acc.x += f.x;
    acc.y += f.y;
    sq += __low2float(d2[(size_t)r * (c / 2) + pair]) * __bfloat162float(__high2bfloat16(d2[(size_t)r * (c / 2) + pair]));
  }
  atomicAdd(reinterpret_cast<__nv_bfloat162 *>(dbias) + pair, __floats2bfloat162_rn(acc.x, acc.y));
  atomicAdd(dscale + 2 * pair, __float2half(sq));
}
