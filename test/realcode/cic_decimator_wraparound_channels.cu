// @realcode A cascaded integrator-comb (CIC) decimator as software-defined-radio front ends run it on many channels: one thread per channel, N = 4 integrator stages at the input rate and 4 comb stages at the output rate in int32 arithmetic that relies on two's-complement wrap-around (Hogenauer's register growth argument, so unsigned arithmetic reinterpreted as signed), decimation by R = 16 with differential delay 1, template parameters for the order and ratio, the comb delay lines in a fully unrolled register array, and the gain normalised by a right shift of N log2(R) bits.
// @let NCH = 1 << 14
// @let NIN = 4096
// @buf in i16[NCH * NIN] uniform(-32768, 32768)
// @buf out i32[NCH * (NIN / 16)] zero
// @launch cic_decimate<4, 16> grid(NCH / 128) block(128) args(in, out, i32(NCH), i32(NIN))
// @check out exact
#include <cstdint>

template <int Order, int Ratio> struct CicState {
  uint32_t integ[Order] = {};
  uint32_t comb_prev[Order] = {};
  static constexpr int kShift = Order * (Ratio == 16 ? 4 : Ratio == 8 ? 3 : Ratio == 4 ? 2 : 1);

  __device__ void integrate(int16_t x) {
    uint32_t v = (uint32_t)(int32_t)x;
#pragma unroll
    for (int s = 0; s < Order; ++s) {
      integ[s] += v; // wraps: only differences survive the combs
      v = integ[s];
    }
  }
  __device__ int32_t comb() {
    uint32_t v = integ[Order - 1];
#pragma unroll
    for (int s = 0; s < Order; ++s) {
      uint32_t d = v - comb_prev[s];
      comb_prev[s] = v;
      v = d;
    }
    return (int32_t)v >> kShift;
  }
};

template <int Order, int Ratio>
__global__ void cic_decimate(const int16_t *__restrict__ in, int32_t *__restrict__ out, int nch, int nin) {
  int ch = blockIdx.x * blockDim.x + threadIdx.x;
  if (ch >= nch)
    return;
  CicState<Order, Ratio> st;
  const short2 *x = reinterpret_cast<const short2 *>(in + (size_t)ch * nin);
  int32_t *y = out + (size_t)ch * (nin / Ratio);
  for (int base = 0; base < nin; base += Ratio) {
#pragma unroll
    for (int k = 0; k < Ratio; k += 2) {
      short2 p = __ldg(x + (base + k) / 2);
      st.integrate(p.x);
      st.integrate(p.y);
    }
    y[base / Ratio] = st.comb();
  }
}

template __global__ void cic_decimate<4, 16>(const int16_t *, int32_t *, int, int);
