// @realcode an int16-activation x int8-weight 1-D convolution for quantized audio models: __dp2a_lo/__dp2a_hi (two 16-bit x two 8-bit products plus an accumulator, signed and unsigned forms) over packed short2 activations and char4 weights, __dp4a on the int8 x int8 residual path, weights in __constant__ memory, and a fixed-point requantisation with __mulhi and saturation to int16.
// @let N = 1 << 22
// @let C = 16
// @buf act i16[N + 64] uniform(-32768, 32768)
// @buf res i8[N + 64] uniform(-128, 128)
// @const c_w i8[C * 4] uniform(-128, 128)
// @buf out i16[N] zero
// @buf uout u32[N] zero
// @launch conv1d_dp2a grid(cdiv(N, 256)) block(256) args(act, res, out, uout, i32(N), i32(1518500250))
// @check out exact
// @check uout exact

__constant__ char4 c_w[16];

__global__ void conv1d_dp2a(const short *__restrict__ act, const signed char *__restrict__ res, short *__restrict__ out,
                            unsigned *__restrict__ uout, int n, int mult) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  // Four 16-bit taps a char4: lo uses bytes 0-1 of the weight word, hi bytes 2-3.
  const short *a = act + i;
  int acc = 0;
  unsigned uacc = 0;
#pragma unroll
  for (int k = 0; k < 16; ++k) {
    int w = *reinterpret_cast<const int *>(&c_w[k]);
    int lo = (int)((unsigned short)a[2 * k]) | ((int)a[2 * k + 1] << 16);
    int hi = (int)((unsigned short)a[2 * k + 32]) | ((int)a[2 * k + 33] << 16);
    acc = __dp2a_lo(lo, w, acc);
    acc = __dp2a_hi(hi, w, acc);
    uacc = __dp2a_lo((unsigned)lo & 0x7fff7fffu, (unsigned)w & 0x7f7f7f7fu, uacc);
    uacc = __dp2a_hi((unsigned)hi & 0x7fff7fffu, (unsigned)w & 0x7f7f7f7fu, uacc);
  }
  int r = *reinterpret_cast<const int *>(res + (i & ~3));
  acc = __dp4a(r, *reinterpret_cast<const int *>(&c_w[i & 15]), acc);
  uacc = __dp4a((unsigned)r, 0x01010101u, uacc);
  int q = __mulhi(acc, mult) >> 6;
  out[i] = (short)max(-32768, min(32767, q));
  uout[i] = uacc;
}
