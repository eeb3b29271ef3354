// @realcode Conway's Game of Life on a torus in the bit-parallel style of fast CPU/GPU life codes: 64 cells per unsigned long long, one thread per word, the eight neighbour bit-planes built with funnel shifts across word boundaries (__funnelshift_l/r on the 32-bit halves is what the real code does for 32-bit words; here 64-bit shifts with the neighbour words' edge bits), a bit-sliced adder (half/full adders on planes) counts neighbours without unpacking, and a second kernel counts live cells per row with __popcll and a warp reduction; 64 generations ping-ponged.
// @let W = 64
// @let H = 8192
// @let GENS = 64
// @buf a u64[W * H] uniform(0, 18446744073709551615)
// @buf b u64[W * H] zero
// @buf pop u32[H] zero
// @loop g = 0; g < GENS; g = g + 1
//   @launch life_step grid(cdiv(W * H, 256)) block(256) args(sel(g % 2, b, a), sel(g % 2, a, b), i32(W), i32(H))
// @end
// @launch row_population grid(H / 8) block(256) args(a, pop, i32(W))
// @check a exact
// @check b exact
// @check pop exact
#include <cstdint>

typedef unsigned long long word_t;

__device__ __forceinline__ void half_add(word_t a, word_t b, word_t &s, word_t &c) { s = a ^ b; c = a & b; }
__device__ __forceinline__ void full_add(word_t a, word_t b, word_t c, word_t &s, word_t &co) {
  word_t t = a ^ b;
  s = t ^ c;
  co = (a & b) | (t & c);
}

__device__ __forceinline__ word_t west(word_t w, word_t left) { return (w << 1) | (left >> 63); }
__device__ __forceinline__ word_t east(word_t w, word_t right) { return (w >> 1) | (right << 63); }

__global__ void life_step(const word_t *__restrict__ in, word_t *__restrict__ out, int words_per_row, int rows) {
  const int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx >= words_per_row * rows) return;
  const int x = idx % words_per_row, y = idx / words_per_row;
  const int xl = (x + words_per_row - 1) % words_per_row, xr = (x + 1) % words_per_row;
  const int yu = (y + rows - 1) % rows, yd = (y + 1) % rows;
  word_t n[8];
  const word_t *ru = in + (size_t)yu * words_per_row, *rc = in + (size_t)y * words_per_row, *rd = in + (size_t)yd * words_per_row;
  n[0] = west(ru[x], ru[xl]); n[1] = ru[x]; n[2] = east(ru[x], ru[xr]);
  n[3] = west(rc[x], rc[xl]);               n[4] = east(rc[x], rc[xr]);
  n[5] = west(rd[x], rd[xl]); n[6] = rd[x]; n[7] = east(rd[x], rd[xr]);
  // Count to 3 bits (counts of 8 wrap to 0, which is "dead" either way).
  word_t s0, c0, s1, c1, s2, c2, s3, c3;
  full_add(n[0], n[1], n[2], s0, c0);
  full_add(n[3], n[4], n[5], s1, c1);
  half_add(n[6], n[7], s2, c2);
  word_t ones, c4;
  full_add(s0, s1, s2, ones, c4);
  word_t twos, c5, t2;
  full_add(c0, c1, c2, t2, c5);
  half_add(t2, c4, twos, c3);
  const word_t fours = c5 | c3; // 4 or more (c3 + c5 fours of neighbours)
  const word_t self = rc[x];
  const word_t three = ones & twos & ~fours;
  const word_t two = ~ones & twos & ~fours;
  out[idx] = three | (two & self);
}

__global__ void row_population(const word_t *__restrict__ grid, unsigned *__restrict__ pop, int words_per_row) {
  const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  const int row = blockIdx.x * (blockDim.x >> 5) + warp;
  unsigned c = 0;
  for (int x = lane; x < words_per_row; x += 32) c += __popcll(grid[(size_t)row * words_per_row + x]);
  c = __reduce_add_sync(0xffffffffu, c);
  if (lane == 0) pop[row] = c;
}
