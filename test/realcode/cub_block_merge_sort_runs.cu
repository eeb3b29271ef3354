// @realcode CUB block-level building blocks chained the way segmented-processing kernels chain them: cub::BlockLoad with BLOCK_LOAD_WARP_TRANSPOSE into a blocked arrangement, cub::BlockMergeSort with a custom comparison functor, cub::BlockDiscontinuity::FlagHeads (cuda::std::not_equal_to) to mark run starts, cub::BlockAdjacentDifference::SubtractLeft (cuda::std::minus) for the gaps, cub::BlockStore back, the TempStorage of all five in one __shared__ union with __syncthreads between uses; plus cub::WarpMergeSort and cub::WarpReduce with cuda::maximum per warp.
// @let N = 1 << 22
// @buf in i32[N] uniform(0, 5000)
// @buf sorted i32[N] zero
// @buf heads i32[N] zero
// @buf gaps i32[N] zero
// @buf wsorted i32[N] zero
// @launch block_sort_runs grid(N / 512) block(128) args(in, sorted, heads, gaps)
// @launch warp_sort_max grid(N / 512) block(128) args(in, wsorted)
// @check sorted exact
// @check heads exact
// @check gaps exact
// @check wsorted exact
#include <cub/block/block_adjacent_difference.cuh>
#include <cub/block/block_discontinuity.cuh>
#include <cub/block/block_load.cuh>
#include <cub/block/block_merge_sort.cuh>
#include <cub/block/block_store.cuh>
#include <cub/warp/warp_merge_sort.cuh>
#include <cub/warp/warp_reduce.cuh>
#include <cuda/functional>
#include <cuda/std/functional>

struct DescendingByLowBits {
  __device__ bool operator()(int a, int b) const {
    // Order by the value modulo 1000 descending, ties by the value ascending (a strict weak order).
    int ka = a % 1000, kb = b % 1000;
    return ka != kb ? ka > kb : a < b;
  }
};

__global__ void block_sort_runs(const int *in, int *sorted, int *heads, int *gaps) {
  using Load = cub::BlockLoad<int, 128, 4, cub::BLOCK_LOAD_WARP_TRANSPOSE>;
  using Store = cub::BlockStore<int, 128, 4, cub::BLOCK_STORE_WARP_TRANSPOSE>;
  using Sort = cub::BlockMergeSort<int, 128, 4>;
  using Disc = cub::BlockDiscontinuity<int, 128>;
  using Adj = cub::BlockAdjacentDifference<int, 128>;
  __shared__ union {
    typename Load::TempStorage load;
    typename Store::TempStorage store;
    typename Sort::TempStorage sort;
    typename Disc::TempStorage disc;
    typename Adj::TempStorage adj;
  } temp;

  const int base = blockIdx.x * 512;
  int items[4];
  Load(temp.load).Load(in + base, items);
  __syncthreads();
  Sort(temp.sort).Sort(items, DescendingByLowBits());
  __syncthreads();
  int keys[4], flags[4];
  for (int j = 0; j < 4; ++j) keys[j] = items[j] % 1000;
  Disc(temp.disc).FlagHeads(flags, keys, cuda::std::not_equal_to<int>());
  __syncthreads();
  int diff[4];
  Adj(temp.adj).SubtractLeft(items, diff, cuda::std::minus<int>());
  __syncthreads();
  Store(temp.store).Store(sorted + base, items);
  for (int j = 0; j < 4; ++j) {
    heads[base + threadIdx.x * 4 + j] = flags[j];
    gaps[base + threadIdx.x * 4 + j] = diff[j];
  }
}

__global__ void warp_sort_max(const int *in, int *out) {
  using WarpSort = cub::WarpMergeSort<int, 4, 32>;
  using WarpMax = cub::WarpReduce<int>;
  __shared__ typename WarpSort::TempStorage sort_storage[4];
  __shared__ typename WarpMax::TempStorage reduce_storage[4];
  const int warp = threadIdx.x / 32;
  const int base = blockIdx.x * 512 + warp * 128 + (threadIdx.x % 32) * 4;
  int items[4];
  for (int j = 0; j < 4; ++j) items[j] = in[base + j];
  WarpSort(sort_storage[warp]).Sort(items, cuda::std::less<int>());
  // The aggregate is valid in lane 0 only: broadcast it.
  const int m = __shfl_sync(0xffffffffu, WarpMax(reduce_storage[warp]).Reduce(items[3], cuda::maximum<int>()), 0);
  for (int j = 0; j < 4; ++j) out[base + j] = items[j] * 8192 + (m & 8191);
}
