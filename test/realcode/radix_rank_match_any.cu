// @realcode Warp-level digit ranking for a radix pass with __match_any_sync: lanes holding the same 8-bit digit find their peers, the highest peer adds the group's count to the block's shared digit counter; per-block digit histograms are written out.
// @let N = 1 << 26
// @let B = 256
// @buf keys u32[N] uniform(0, 4294967295)
// @buf warp_rank u8[N] zero
// @buf block_hist u32[(N / B) * 256] zero
// @launch rank_digits_match grid(N / B) block(B) args(keys, warp_rank, block_hist, u32(16))
// @check warp_rank exact
// @check block_hist exact
#include <cuda_runtime.h>
#include <stdint.h>

__global__ void rank_digits_match(const uint32_t *keys, uint8_t *warp_rank, uint32_t *block_hist, uint32_t shift) {
  __shared__ uint32_t hist[256];
  hist[threadIdx.x] = 0;  // blockDim.x == 256
  __syncthreads();
  const uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
  const uint32_t lane = threadIdx.x & 31;
  uint32_t digit = (keys[i] >> shift) & 0xFF;
  uint32_t peers = __match_any_sync(0xffffffffu, digit);
  uint32_t rank = __popc(peers & ((1u << lane) - 1));
  uint32_t top = 31 - __clz(peers);
  if (lane == top) atomicAdd(&hist[digit], __popc(peers));
  warp_rank[i] = (uint8_t)rank;
  __syncthreads();
  block_hist[blockIdx.x * 256 + threadIdx.x] = hist[threadIdx.x];
}
