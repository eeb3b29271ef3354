// @realcode CUB block/warp primitives not used elsewhere in the corpus: tile run-length encoding with cub::BlockLoad (striped) + cub::BlockExchange<int, 128, 8>::StripedToBlocked, cub::BlockDiscontinuity::FlagHeads with a tile-predecessor item and a custom inequality functor, cub::BlockScan ExclusiveSum of the head flags with the block aggregate, run lengths from the next head position kept in shared memory, cub::BlockAdjacentDifference::SubtractLeft for key deltas; and per-16-lane logical warps with cub::WarpExchange<int, 4, 16>::BlockedToStriped, cub::WarpReduce<int, 16>::Sum and cub::WarpScan<int, 16>::InclusiveScan with a max functor, all TempStorage in __shared__ unions and arrays.
// @let THREADS = 128
// @let ITEMS = 8
// @let TILE = THREADS * ITEMS
// @let N = 1 << 24
// @let TILES = N / TILE
// @buf keys i32[N] uniform(0, 3)
// @buf heads i32[N] zero
// @buf unique_keys i32[N] fill(-1)
// @buf run_lengths i32[N] fill(-1)
// @buf deltas i32[N] zero
// @buf run_counts i32[TILES] zero
// @buf wsum i32[N / 64] zero
// @buf wmax i32[N] zero
// @buf wstriped i32[N] zero
// @launch tile_rle<128, 8> grid(TILES) block(128) args(keys, heads, unique_keys, run_lengths, deltas, run_counts, i32(N))
// @launch logical_warp_ops<16, 4> grid(N / 4 / 256) block(256) args(keys, wsum, wmax, wstriped, i32(N))
// @check heads exact
// @check unique_keys exact
// @check run_lengths exact
// @check deltas exact
// @check run_counts exact
// @check wsum exact
// @check wmax exact
// @check wstriped exact
#include <cub/block/block_adjacent_difference.cuh>
#include <cub/block/block_discontinuity.cuh>
#include <cub/block/block_exchange.cuh>
#include <cub/block/block_load.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/warp/warp_exchange.cuh>
#include <cub/warp/warp_reduce.cuh>
#include <cub/warp/warp_scan.cuh>

struct KeyInequality {
  __device__ __forceinline__ bool operator()(const int &a, const int &b) const { return a != b; }
};

struct KeyDelta {
  __device__ __forceinline__ int operator()(const int &cur, const int &prev) const { return cur - prev; }
};

struct MaxOp {
  __device__ __forceinline__ int operator()(const int &a, const int &b) const { return a > b ? a : b; }
};

template <int BLOCK_THREADS, int ITEMS_PER_THREAD>
__global__ void __launch_bounds__(BLOCK_THREADS)
    tile_rle(const int *__restrict__ keys, int *__restrict__ heads_out, int *__restrict__ unique_out,
             int *__restrict__ lengths_out, int *__restrict__ deltas_out, int *__restrict__ run_counts, int n) {
  constexpr int TILE_ITEMS = BLOCK_THREADS * ITEMS_PER_THREAD;
  using Load = cub::BlockLoad<int, BLOCK_THREADS, ITEMS_PER_THREAD, cub::BLOCK_LOAD_STRIPED>;
  using Exchange = cub::BlockExchange<int, BLOCK_THREADS, ITEMS_PER_THREAD>;
  using Discontinuity = cub::BlockDiscontinuity<int, BLOCK_THREADS>;
  using Scan = cub::BlockScan<int, BLOCK_THREADS>;
  using AdjDiff = cub::BlockAdjacentDifference<int, BLOCK_THREADS>;

  __shared__ union {
    typename Load::TempStorage load;
    typename Exchange::TempStorage exchange;
    typename Discontinuity::TempStorage disc;
    typename Scan::TempStorage scan;
    typename AdjDiff::TempStorage adj;
  } temp;
  __shared__ int head_pos[TILE_ITEMS + 1];

  const int tile_base = blockIdx.x * TILE_ITEMS;
  int items[ITEMS_PER_THREAD];
  Load(temp.load).Load(keys + tile_base, items);
  __syncthreads();
  Exchange(temp.exchange).StripedToBlocked(items);
  __syncthreads();

  int flags[ITEMS_PER_THREAD];
  const int predecessor = blockIdx.x == 0 ? -1 : keys[tile_base - 1];
  Discontinuity(temp.disc).FlagHeads(flags, items, KeyInequality(), predecessor);
  __syncthreads();

  int positions[ITEMS_PER_THREAD];
  int num_runs;
  Scan(temp.scan).ExclusiveSum(flags, positions, num_runs);
  __syncthreads();

  int deltas[ITEMS_PER_THREAD];
  AdjDiff(temp.adj).SubtractLeft(items, deltas, KeyDelta(), blockIdx.x == 0 ? 0 : predecessor);

  // run r starts at head_pos[r]; the sentinel closes the last run at the tile end
#pragma unroll
  for (int i = 0; i < ITEMS_PER_THREAD; ++i) {
    const int local = threadIdx.x * ITEMS_PER_THREAD + i;
    if (flags[i]) head_pos[positions[i]] = local;
  }
  if (threadIdx.x == 0) head_pos[num_runs] = TILE_ITEMS;
  __syncthreads();

#pragma unroll
  for (int i = 0; i < ITEMS_PER_THREAD; ++i) {
    const int local = threadIdx.x * ITEMS_PER_THREAD + i;
    heads_out[tile_base + local] = flags[i];
    deltas_out[tile_base + local] = deltas[i];
    if (flags[i]) {
      unique_out[tile_base + positions[i]] = items[i];
      lengths_out[tile_base + positions[i]] = head_pos[positions[i] + 1] - local;
    }
  }
  if (threadIdx.x == 0) run_counts[blockIdx.x] = num_runs;
  (void)n;
}

template <int LOGICAL_WARP, int ITEMS>
__global__ void logical_warp_ops(const int *__restrict__ keys, int *__restrict__ wsum, int *__restrict__ wmax,
                                 int *__restrict__ wstriped, int n) {
  constexpr int WARPS_PER_BLOCK = 256 / LOGICAL_WARP;
  using WExchange = cub::WarpExchange<int, ITEMS, LOGICAL_WARP>;
  using WReduce = cub::WarpReduce<int, LOGICAL_WARP>;
  using WScan = cub::WarpScan<int, LOGICAL_WARP>;
  __shared__ typename WExchange::TempStorage ex_storage[WARPS_PER_BLOCK];
  __shared__ typename WReduce::TempStorage red_storage[WARPS_PER_BLOCK];
  __shared__ typename WScan::TempStorage scan_storage[WARPS_PER_BLOCK];

  const int warp_id = threadIdx.x / LOGICAL_WARP;
  const int lane = threadIdx.x % LOGICAL_WARP;
  const int warp_base = (blockIdx.x * WARPS_PER_BLOCK + warp_id) * LOGICAL_WARP * ITEMS;
  if (warp_base >= n) return;

  int data[ITEMS];
#pragma unroll
  for (int i = 0; i < ITEMS; ++i) data[i] = keys[warp_base + lane * ITEMS + i] * (i + 1) + lane;

  int thread_sum = 0;
#pragma unroll
  for (int i = 0; i < ITEMS; ++i) thread_sum += data[i];
  const int total = WReduce(red_storage[warp_id]).Sum(thread_sum);
  if (lane == 0) wsum[warp_base / (LOGICAL_WARP * ITEMS)] = total;

  WExchange(ex_storage[warp_id]).BlockedToStriped(data, data);
#pragma unroll
  for (int i = 0; i < ITEMS; ++i) {
    wstriped[warp_base + i * LOGICAL_WARP + lane] = data[i];
    int running;
    WScan(scan_storage[warp_id]).InclusiveScan(data[i], running, MaxOp());
    wmax[warp_base + i * LOGICAL_WARP + lane] = running;
  }
}

template __global__ void tile_rle<128, 8>(const int *, int *, int *, int *, int *, int *, int);
template __global__ void logical_warp_ops<16, 4>(const int *, int *, int *, int *, int);
