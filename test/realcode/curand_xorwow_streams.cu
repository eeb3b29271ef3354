// @realcode cuRAND XORWOW streams: curand_init with large subsequence ids and offsets (the skip-ahead), raw curand() draws, skipahead / skipahead_sequence mid-stream; every word must equal nvcc's (cuRAND's own sequences).
// @let T = 1 << 16
// @let B = 128
// @let D = 8
// @buf raw u32[T * D] zero
// @buf tail u32[T * 2] zero
// @launch xorwow_streams grid(T / B) block(B) args(raw, tail, u64(20261201), i32(D))
// @check raw exact
// @check tail exact
#include <curand_kernel.h>

__global__ void xorwow_streams(unsigned int *raw, unsigned int *tail, unsigned long long seed, int draws) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curandState state;
  // Spread the subsequences over the whole 64-bit range and give each thread its own offset.
  unsigned long long subsequence = (unsigned long long)id * 0x9E3779B97F4A7C15ull >> (id & 31);
  curand_init(seed + (id & 3), subsequence, (unsigned long long)(id % 97) * 1000003ull, &state);
  for (int i = 0; i < draws; ++i)
    raw[id * draws + i] = curand(&state);
  skipahead((unsigned long long)id * 7919ull, &state);
  tail[2 * id] = curand(&state);
  skipahead_sequence(id & 15, &state);
  tail[2 * id + 1] = curand(&state);
}
