// @realcode Tile-local stream compaction with the toolkit's CUB: cub::BlockLoad (warp-transpose) of 4 items a thread, cub::BlockScan<int, 128>::ExclusiveSum of the keep flags with the block aggregate, a scatter of the kept values to the tile's front, cub::BlockStore of the flags (direct), the per-tile counts written by thread 0; the TempStorage of load, scan and store share one __shared__ union.
// @let N = 1 << 24
// @let TILE = 512
// @let TILES = N / TILE
// @buf in i32[N] uniform(-1000, 1000)
// @buf out i32[N] fill(-7)
// @buf flags i32[N] zero
// @buf counts i32[TILES] zero
// @launch compact_tiles grid(TILES) block(128) args(in, out, flags, counts, i32(3))
// @check out exact
// @check flags exact
// @check counts exact
#include <cub/block/block_load.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/block/block_store.cuh>

constexpr int kThreads = 128;
constexpr int kItems = 4;

__global__ void compact_tiles(const int *in, int *out, int *flags, int *counts, int divisor) {
  using Load = cub::BlockLoad<int, kThreads, kItems, cub::BLOCK_LOAD_WARP_TRANSPOSE>;
  using Scan = cub::BlockScan<int, kThreads>;
  using Store = cub::BlockStore<int, kThreads, kItems, cub::BLOCK_STORE_DIRECT>;
  __shared__ union {
    typename Load::TempStorage load;
    typename Scan::TempStorage scan;
    typename Store::TempStorage store;
  } temp;
  const int base = blockIdx.x * kThreads * kItems;
  int items[kItems];
  Load(temp.load).Load(in + base, items);
  __syncthreads();
  int keep[kItems], pos[kItems];
  for (int i = 0; i < kItems; ++i)
    keep[i] = (items[i] % divisor == 0) ? 1 : 0;
  int kept;
  Scan(temp.scan).ExclusiveSum(keep, pos, kept);
  for (int i = 0; i < kItems; ++i)
    if (keep[i])
      out[base + pos[i]] = items[i];
  __syncthreads();
  Store(temp.store).Store(flags + base, keep);
  if (threadIdx.x == 0)
    counts[blockIdx.x] = kept;
}
