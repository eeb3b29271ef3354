// @realcode The pointwise half of a GRU layer in cuDNN's formulation (the two GEMMs done elsewhere): x.W and h.U gate pre-activations as __half, the reset gate applied to the recurrent candidate term plus its own bias, two hidden units per thread as __half2 with __hadd2/__hmul2 and the sigmoid/tanh in float through __half22float2, h' = (1 - z) * n + z * h written back with __floats2half2_rn, and the gates saved for the backward pass.
// @let B = 4096
// @let HID = 1024
// @buf xw f16[B * 3 * HID] uniform(-2, 2)
// @buf hu f16[B * 3 * HID] uniform(-2, 2)
// @buf bias_x f16[3 * HID] uniform(-0.5, 0.5)
// @buf bias_h f16[3 * HID] uniform(-0.5, 0.5)
// @buf hprev f16[B * HID] uniform(-1, 1)
// @buf hnext f16[B * HID] zero
// @buf saved f16[B * 3 * HID] zero
// @launch gru_pointwise grid(B * HID / 2 / 256) block(256) args(xw, hu, bias_x, bias_h, hprev, hnext, saved, i32(B), i32(HID))
// @check hnext abs=2e-3 rel=2e-3
// @check saved abs=2e-3 rel=2e-3
#include <cuda_fp16.h>

__device__ __forceinline__ float sigmoidf(float x) { return 1.f / (1.f + __expf(-x)); }

__device__ __forceinline__ __half2 load_h2(const __half *p) { return *reinterpret_cast<const __half2 *>(p); }

__global__ void gru_pointwise(const __half *__restrict__ xw, const __half *__restrict__ hu,
                              const __half *__restrict__ bx, const __half *__restrict__ bh,
                              const __half *__restrict__ hprev, __half *__restrict__ hnext,
                              __half *__restrict__ saved, int batch, int hid) {
  int pair = blockIdx.x * blockDim.x + threadIdx.x;
  int half_hid = hid / 2;
  if (pair >= batch * half_hid)
    return;
  int b = pair / half_hid, j = 2 * (pair % half_hid);
  const __half *gx = xw + (size_t)b * 3 * hid;
  const __half *gh = hu + (size_t)b * 3 * hid;
  // Gates r, z, n at offsets 0, hid, 2 * hid.
  __half2 r_pre = __hadd2(__hadd2(load_h2(gx + j), load_h2(bx + j)), __hadd2(load_h2(gh + j), load_h2(bh + j)));
  __half2 z_pre = __hadd2(__hadd2(load_h2(gx + hid + j), load_h2(bx + hid + j)),
                          __hadd2(load_h2(gh + hid + j), load_h2(bh + hid + j)));
  float2 rf = __half22float2(r_pre), zf = __half22float2(z_pre);
  float2 r = make_float2(sigmoidf(rf.x), sigmoidf(rf.y));
  float2 z = make_float2(sigmoidf(zf.x), sigmoidf(zf.y));
  __half2 hn = __hadd2(load_h2(gh + 2 * hid + j), load_h2(bh + 2 * hid + j));
  __half2 xn = __hadd2(load_h2(gx + 2 * hid + j), load_h2(bx + 2 * hid + j));
  float2 hnf = __half22float2(hn), xnf = __half22float2(xn);
  float2 n = make_float2(tanhf(xnf.x + r.x * hnf.x), tanhf(xnf.y + r.y * hnf.y));
  float2 hp = __half22float2(load_h2(hprev + (size_t)b * hid + j));
  float2 h = make_float2((1.f - z.x) * n.x + z.x * hp.x, (1.f - z.y) * n.y + z.y * hp.y);
  *reinterpret_cast<__half2 *>(hnext + (size_t)b * hid + j) = __floats2half2_rn(h.x, h.y);
  __half *s = saved + (size_t)b * 3 * hid;
  *reinterpret_cast<__half2 *>(s + j) = __float22half2_rn(r);
  *reinterpret_cast<__half2 *>(s + hid + j) = __float22half2_rn(z);
  *reinterpret_cast<__half2 *>(s + 2 * hid + j) = __float22half2_rn(n);
}
