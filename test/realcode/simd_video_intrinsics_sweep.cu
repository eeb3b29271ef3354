// @realcode The SIMD-within-a-word intrinsics image code uses on packed 8- and 16-bit lanes, one output word per intrinsic and input pair: __vadd2/4, __vaddss2/4, __vaddus2/4, __vsub2/4, __vsubss4, __vsubus2/4, __vabsdiffs2/4, __vabsdiffu2, __vavgs2, __vavgu4, __vhaddu2/4, __vcmpeq2/4, __vcmpges2, __vcmpgtu4, __vcmpleu2, __vcmplts4, __vcmpne4, __vmaxs2/4, __vmaxu2, __vmins4, __vminu2/4, __vneg2/4, __vnegss2, __vabs4, __vabsss2/4, __vsads2/4, __vsadu2, __vseteq4, __vsetges4, __vsetgtu2, __vsetleu4, __vsetlts2, __vsetne2.
// @let N = 1 << 20
// @let K = 40
// @buf a u32[N] uniform(0, 4294967295)
// @buf b u32[N] uniform(0, 4294967295)
// @buf out u32[K * N] zero
// @launch simd_sweep grid(N / 256) block(256) args(a, b, out, i32(N))
// @check out exact
#include <cuda_runtime.h>

__global__ void simd_sweep(const unsigned *__restrict__ a, const unsigned *__restrict__ b, unsigned *__restrict__ out,
                           int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned x = __ldg(a + i), y = __ldg(b + i);
  unsigned r[40];
  r[0] = __vadd2(x, y);
  r[1] = __vadd4(x, y);
  r[2] = __vaddss2(x, y);
  r[3] = __vaddss4(x, y);
  r[4] = __vaddus2(x, y);
  r[5] = __vaddus4(x, y);
  r[6] = __vsub2(x, y);
  r[7] = __vsub4(x, y);
  r[8] = __vsubss4(x, y);
  r[9] = __vsubus2(x, y);
  r[10] = __vsubus4(x, y);
  r[11] = __vabsdiffs2(x, y);
  r[12] = __vabsdiffs4(x, y);
  r[13] = __vabsdiffu2(x, y);
  r[14] = __vavgs2(x, y);
  r[15] = __vavgu4(x, y);
  r[16] = __vhaddu2(x, y);
  r[17] = __vhaddu4(x, y);
  r[18] = __vcmpeq2(x, x ^ (y & 0x00010000u)) ^ __vcmpeq4(x, y);
  r[19] = __vcmpges2(x, y);
  r[20] = __vcmpgtu4(x, y);
  r[21] = __vcmpleu2(x, y);
  r[22] = __vcmplts4(x, y);
  r[23] = __vcmpne4(x, y);
  r[24] = __vmaxs2(x, y);
  r[25] = __vmaxs4(x, y);
  r[26] = __vmaxu2(x, y);
  r[27] = __vmins4(x, y);
  r[28] = __vminu2(x, y) ^ __vminu4(x, y);
  r[29] = __vneg2(x) ^ __vneg4(y);
  r[30] = __vnegss2(x);
  r[31] = __vabs4(x) ^ __vabsss2(y);
  r[32] = __vabsss4(x);
  r[33] = __vsads2(x, y) + (__vsads4(x, y) << 16);
  r[34] = __vsadu2(x, y);
  r[35] = __vseteq4(x, y) | (__vsetges4(x, y) << 1);
  r[36] = __vsetgtu2(x, y);
  r[37] = __vsetleu4(x, y);
  r[38] = __vsetlts2(x, y);
  r[39] = __vsetne2(x, y);
#pragma unroll
  for (int k = 0; k < 40; ++k) out[(size_t)k * n + i] = r[k];
}
