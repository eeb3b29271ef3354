// @realcode A layered normalized min-sum LDPC decoder for a quasi-cyclic code, as GPU software radios (5G NR / Wi-Fi soft decoders, Aff3ct-style) write it: the base matrix of shifts (-1 for a zero block) in __constant__ memory, lifting size Z = 32 so that one warp decodes a layer with one lane per row of the lifted block row, saturating int8 LLR arithmetic through int intermediates and clamps, the two smallest magnitudes and the sign product tracked per check node, check-to-variable messages kept per (layer, block column) in global memory, an early-termination syndrome check with __all_sync per iteration, and hard decisions packed 32 bits to a word by __ballot_sync.
// @let FRAMES = 1 << 14
// @let ROWS = 4
// @let COLS = 12
// @let Z = 32
// @let ITERS = 8
// @const c_base i8[48] set(0, 0) set(1, 5) set(2, -1) set(3, 17) set(4, 3) set(5, -1) set(6, 9) set(7, 0) set(8, -1) set(9, -1) set(10, -1) set(11, -1) set(12, 11) set(13, -1) set(14, 2) set(15, 30) set(16, -1) set(17, 21) set(18, -1) set(19, 0) set(20, 0) set(21, -1) set(22, -1) set(23, -1) set(24, -1) set(25, 7) set(26, 13) set(27, -1) set(28, 28) set(29, 4) set(30, -1) set(31, -1) set(32, 0) set(33, 0) set(34, -1) set(35, -1) set(36, 19) set(37, -1) set(38, 25) set(39, 6) set(40, -1) set(41, 15) set(42, 1) set(43, -1) set(44, -1) set(45, 0) set(46, 0) set(47, 0)
// @buf llr_in i8[FRAMES * COLS * Z] uniform(-40, 64)
// @buf c2v i8[FRAMES * ROWS * COLS * Z] zero
// @buf bits u32[FRAMES * COLS] zero
// @buf iterations i32[FRAMES] zero
// @launch ldpc_decode_kernel grid(FRAMES / 4) block(32, 4) args(llr_in, c2v, bits, iterations, i32(ITERS))
// @check c2v exact
// @check bits exact
// @check iterations exact
#include <stdint.h>

#define BG_ROWS 4
#define BG_COLS 12
#define LIFT 32

__constant__ int8_t c_base[BG_ROWS * BG_COLS];

__device__ __forceinline__ int8_t sat8(int v) { return (int8_t)max(-127, min(127, v)); }

// normalised min-sum: scale the magnitudes by 3/4 with integer arithmetic
__device__ __forceinline__ int scale34(int m) { return (m * 3) >> 2; }

__global__ void __launch_bounds__(128) ldpc_decode_kernel(const int8_t *__restrict__ llr_in, int8_t *__restrict__ c2v_all, uint32_t *__restrict__ bits, int *__restrict__ iterations, int max_iters) {
  const int frame = blockIdx.x * blockDim.y + threadIdx.y;
  const int lane = threadIdx.x; // row of the lifted block row
  __shared__ int8_t s_app[4][BG_COLS * LIFT]; // a-posteriori LLRs, one frame per warp
  int8_t *app = s_app[threadIdx.y];
  const int8_t *in = llr_in + (size_t)frame * BG_COLS * LIFT;
  int8_t *c2v = c2v_all + (size_t)frame * BG_ROWS * BG_COLS * LIFT;
  for (int i = lane; i < BG_COLS * LIFT; i += 32) app[i] = in[i];
  __syncwarp();
  int it = 0;
  for (; it < max_iters; ++it) {
    for (int layer = 0; layer < BG_ROWS; ++layer) {
      // check node `lane` of this layer touches, in block column c, variable c * Z + (lane + shift) % Z
      int min1 = 127, min2 = 127, min_col = -1, sign = 0;
      int8_t v2c[BG_COLS];
#pragma unroll
      for (int c = 0; c < BG_COLS; ++c) {
        const int shift = c_base[layer * BG_COLS + c];
        if (shift < 0) { v2c[c] = 0; continue; }
        const int var = c * LIFT + ((lane + shift) & (LIFT - 1));
        const int m = sat8((int)app[var] - (int)c2v[(layer * BG_COLS + c) * LIFT + lane]);
        v2c[c] = (int8_t)m;
        const int mag = abs(m);
        sign ^= m < 0;
        if (mag < min1) { min2 = min1; min1 = mag; min_col = c; }
        else if (mag < min2) { min2 = mag; }
      }
      __syncwarp();
#pragma unroll
      for (int c = 0; c < BG_COLS; ++c) {
        const int shift = c_base[layer * BG_COLS + c];
        if (shift < 0) continue;
        const int var = c * LIFT + ((lane + shift) & (LIFT - 1));
        const int mag = scale34(c == min_col ? min2 : min1);
        const int s = sign ^ (v2c[c] < 0);
        const int8_t msg = (int8_t)(s ? -mag : mag);
        c2v[(layer * BG_COLS + c) * LIFT + lane] = msg;
        app[var] = sat8((int)v2c[c] + msg); // each variable of a block column has one check per layer
      }
      __syncwarp();
    }
    // syndrome: every check's parity of hard decisions
    bool ok = true;
    for (int layer = 0; layer < BG_ROWS; ++layer) {
      int parity = 0;
      for (int c = 0; c < BG_COLS; ++c) {
        const int shift = c_base[layer * BG_COLS + c];
        if (shift < 0) continue;
        parity ^= app[c * LIFT + ((lane + shift) & (LIFT - 1))] < 0;
      }
      ok &= parity == 0;
    }
    if (__all_sync(0xffffffffu, ok)) { ++it; break; }
  }
  for (int c = 0; c < BG_COLS; ++c) {
    const unsigned word = __ballot_sync(0xffffffffu, app[c * LIFT + lane] < 0);
    if (lane == 0) bits[(size_t)frame * BG_COLS + c] = word;
  }
  if (lane == 0) iterations[frame] = it;
}
