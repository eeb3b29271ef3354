// @realcode Byte histogram with 4 KiB tiles staged by the block's collective cuda::memcpy_async(block, dst, src, cuda::aligned_size_t<16>(bytes), bar) into a block-scope cuda::barrier, double-buffered: the copy of tile k+1 is issued before tile k is counted with shared-memory atomics, one barrier per buffer (phases alternate); the 256 bins are flushed with global atomicAdd.
// @let N = 1 << 26
// @let TILE = 4096
// @let G = 264
// @buf data u8[N] uniform(0, 256)
// @buf hist u32[256] zero
// @launch byte_hist_async grid(G) block(256) args(data, hist, i32(N / TILE))
// @check hist exact
#include <cuda/barrier>
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

constexpr int kTile = 4096;

__global__ void byte_hist_async(const unsigned char *__restrict__ data, unsigned *__restrict__ hist, int tiles) {
  __shared__ alignas(16) unsigned char buf[2][kTile];
  __shared__ unsigned bins[256];
#pragma nv_diag_suppress static_var_with_dynamic_init
  __shared__ cuda::barrier<cuda::thread_scope_block> bar[2];
  cg::thread_block block = cg::this_thread_block();
  if (block.thread_rank() == 0) {
    init(&bar[0], block.size());
    init(&bar[1], block.size());
  }
  bins[block.thread_rank()] = 0;
  block.sync();

  int tile = blockIdx.x;
  if (tile < tiles)
    cuda::memcpy_async(block, buf[0], data + (size_t)tile * kTile, cuda::aligned_size_t<16>(kTile), bar[0]);
  for (int k = 0; tile < tiles; ++k, tile += gridDim.x) {
    const int cur = k & 1;
    const int next_tile = tile + gridDim.x;
    if (next_tile < tiles)
      cuda::memcpy_async(block, buf[cur ^ 1], data + (size_t)next_tile * kTile, cuda::aligned_size_t<16>(kTile), bar[cur ^ 1]);
    bar[cur].arrive_and_wait();
    const uchar4 *words = reinterpret_cast<const uchar4 *>(buf[cur]);
    for (int j = block.thread_rank(); j < kTile / 4; j += block.size()) {
      uchar4 b = words[j];
      atomicAdd(&bins[b.x], 1u);
      atomicAdd(&bins[b.y], 1u);
      atomicAdd(&bins[b.z], 1u);
      atomicAdd(&bins[b.w], 1u);
    }
    block.sync(); // buf[cur] is refilled by the next iteration's copy
  }
  block.sync();
  atomicAdd(&hist[block.thread_rank()], bins[block.thread_rank()]);
}
