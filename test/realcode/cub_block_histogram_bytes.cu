// @realcode Byte histogram in the style of CUB's examples: cub::BlockHistogram<unsigned char, 256, 8, 256> (atomic algorithm) into a __shared__ bin array per tile, cub::LoadDirectBlocked reading 8 bytes a thread, blocks striding over tiles and adding their bins to the global histogram with atomicAdd; a second, sort-based BlockHistogram counts the tiles' high nibbles.
// @let N = 1 << 26
// @let TILE = 2048
// @buf data u8[N] uniform(0, 256)
// @buf hist u32[256] zero
// @buf nibbles u32[16] zero
// @launch byte_histogram grid(512) block(256) args(data, hist, nibbles, i32(N / TILE))
// @check hist exact
// @check nibbles exact
#include <cub/block/block_histogram.cuh>
#include <cub/block/block_load.cuh>

__global__ void byte_histogram(const unsigned char *data, unsigned *hist, unsigned *nibbles, int tiles) {
  using Hist = cub::BlockHistogram<unsigned char, 256, 8, 256, cub::BLOCK_HISTO_ATOMIC>;
  using NibbleHist = cub::BlockHistogram<unsigned char, 256, 8, 16, cub::BLOCK_HISTO_SORT>;
  __shared__ typename Hist::TempStorage hist_tmp;
  __shared__ typename NibbleHist::TempStorage nib_tmp;
  __shared__ unsigned bins[256];
  __shared__ unsigned nib_bins[16];
  unsigned acc = 0, nib_acc = 0;
  for (int tile = blockIdx.x; tile < tiles; tile += gridDim.x) {
    unsigned char items[8];
    cub::LoadDirectBlocked(threadIdx.x, data + (size_t)tile * 2048, items);
    Hist(hist_tmp).Histogram(items, bins);
    unsigned char hi[8];
    for (int k = 0; k < 8; ++k)
      hi[k] = items[k] >> 4;
    NibbleHist(nib_tmp).Histogram(hi, nib_bins);
    __syncthreads();
    acc += bins[threadIdx.x];
    if (threadIdx.x < 16)
      nib_acc += nib_bins[threadIdx.x];
    __syncthreads();
  }
  atomicAdd(&hist[threadIdx.x], acc);
  if (threadIdx.x < 16)
    atomicAdd(&nibbles[threadIdx.x], nib_acc);
}
