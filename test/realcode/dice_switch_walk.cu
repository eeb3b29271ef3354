// @realcode Monte Carlo dice game on a 64-bit xorshift* stream: every roll of an eight-sided die is a switch whose cases cover every value of `r & 7` (so the compiler may drop the default), two dice per step drive a token around a 40-square board with jumps, one player per thread, with a per-square visit histogram in shared memory.
// @let P = 1 << 20
// @let STEPS = 512
// @buf pos i32[P] zero
// @buf score i32[P] zero
// @buf visits u32[40] zero
// @launch dice_walk grid(P / 256) block(256) args(pos, score, visits, i32(P), i32(STEPS), u64(0x2545F4914F6CDD1D))
// @check pos exact
// @check score exact
// @check visits exact
#include <cuda_runtime.h>
#include <stdint.h>

__device__ __forceinline__ uint64_t xorshift_star(uint64_t &s) {
  s ^= s >> 12;
  s ^= s << 25;
  s ^= s >> 27;
  return s * 0x2545F4914F6CDD1DULL;
}

__global__ void dice_walk(int *pos, int *score, unsigned *visits, int players, int steps, uint64_t seed) {
  __shared__ unsigned hist[40];
  for (int k = threadIdx.x; k < 40; k += blockDim.x) hist[k] = 0;
  __syncthreads();
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p < players) {
    uint64_t s = seed ^ (0x9E3779B97F4A7C15ULL * (uint64_t)(p + 1));
    int square = 0, points = 0;
    for (int i = 0; i < steps; ++i) {
      unsigned r = (unsigned)(xorshift_star(s) >> 32);
      int move;
      switch (r & 7u) {
        case 0: move = 1; break;
        case 1: move = 2; break;
        case 2: move = 3; break;
        case 3: move = 4; break;
        case 4: move = 5; break;
        case 5: move = 6; break;
        case 6: move = -3; points += 2; break;  // "go back three"
        case 7: move = 0; points -= 1; break;   // "lose a turn"
      }
      switch ((r >> 3) & 3u) {
        case 0: break;
        case 1: move *= 2; break;
        case 2: ++points; break;
        case 3: if (square == 30) square = 10; break;  // "go to jail"
      }
      square = (square + move + 40) % 40;
      points += square == 0 ? 10 : 0;
      atomicAdd(&hist[square], 1u);
    }
    pos[p] = square;
    score[p] = points;
  }
  __syncthreads();
  for (int k = threadIdx.x; k < 40; k += blockDim.x)
    if (hist[k]) atomicAdd(&visits[k], hist[k]);
}
