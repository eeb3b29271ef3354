// @realcode The CUB block and warp primitives the corpus had not used, in one tile pipeline: cub::BlockLoad (transpose) with a guarded tail, cub::BlockAdjacentDifference::SubtractLeft with a cuda::std::minus, cub::BlockShuffle::Up, cub::WarpMergeSort per warp with cuda::std::less, cub::BlockHistogram (atomic algorithm) into __shared__ bins flushed with global atomicAdd, cub::BlockStore (warp transpose), cub::ThreadLoad<LOAD_LDG>, a cub::CacheModifiedInputIterator<LOAD_CS>, and an arg-max through cub::BlockReduce of cub::KeyValuePair with cub::ArgMax; all behind one __shared__ union of TempStorage.
// @let N = 1 << 22
// @buf in i32[N] uniform(-100000, 100000)
// @buf out i32[N + 64] zero
// @buf fvals f32[N] uniform(-1, 1)
// @buf best f32[N / 512] zero
// @buf best_idx i32[N / 512] zero
// @launch tile_pipeline<128, 4> grid(N / 512) block(128) args(in, out, fvals, best, best_idx, i32(N))
// @check out exact
// @check best exact
// @check best_idx exact
#include <cub/cub.cuh>
#include <cub/block/block_shuffle.cuh>
#include <cuda/std/functional>

template <int BT, int IPT>
__global__ void tile_pipeline(const int *in, int *out, const float *fvals, float *best, int *best_idx, int n) {
  using Load = cub::BlockLoad<int, BT, IPT, cub::BLOCK_LOAD_TRANSPOSE>;
  using Store = cub::BlockStore<int, BT, IPT, cub::BLOCK_STORE_WARP_TRANSPOSE>;
  using Hist = cub::BlockHistogram<unsigned char, BT, IPT, 64, cub::BLOCK_HISTO_ATOMIC>;
  using Adj = cub::BlockAdjacentDifference<int, BT>;
  using Shuf = cub::BlockShuffle<int, BT>;
  using WSort = cub::WarpMergeSort<int, IPT, 32>;
  using ArgPair = cub::KeyValuePair<int, float>;
  using BR = cub::BlockReduce<ArgPair, BT>;
  __shared__ union {
    typename Load::TempStorage load;
    typename Store::TempStorage store;
    typename Hist::TempStorage hist;
    typename Adj::TempStorage adj;
    typename Shuf::TempStorage shuf;
    typename WSort::TempStorage sort[BT / 32];
    typename BR::TempStorage reduce;
  } tmp;
  __shared__ unsigned int bins[64];
  const int tile = BT * IPT;
  const int off = blockIdx.x * tile;
  int items[IPT];
  Load(tmp.load).Load(in + off, items, n - off, 0);
  __syncthreads();
  int diff[IPT];
  Adj(tmp.adj).SubtractLeft(items, diff, cuda::std::minus<int>());
  __syncthreads();
  int prev[IPT] = {};  // Up leaves thread 0's prev[0] as it was
  Shuf(tmp.shuf).Up(diff, prev);
  __syncthreads();
  WSort(tmp.sort[threadIdx.x / 32]).Sort(prev, cuda::std::less<int>());
  __syncthreads();
  unsigned char b[IPT];
#pragma unroll
  for (int i = 0; i < IPT; ++i) b[i] = (unsigned char)(prev[i] & 63);
  for (int i = threadIdx.x; i < 64; i += BT) bins[i] = 0;
  __syncthreads();
  Hist(tmp.hist).Composite(b, bins);
  __syncthreads();
  Store(tmp.store).Store(out + off, prev, n - off);
  for (int i = threadIdx.x; i < 64; i += BT) atomicAdd(reinterpret_cast<unsigned *>(out) + n + i, bins[i]);
  // Arg-max of the tile's floats: one LDG load and one streaming load per thread and item.
  cub::CacheModifiedInputIterator<cub::LOAD_CS, float> it(fvals + off);
  ArgPair kv(off + threadIdx.x, cub::ThreadLoad<cub::LOAD_LDG>(fvals + off + threadIdx.x));
#pragma unroll
  for (int i = 1; i < IPT; ++i) {
    float v = it[threadIdx.x + i * BT];
    if (v > kv.value) kv = ArgPair(off + threadIdx.x + i * BT, v);
  }
  __syncthreads();
  ArgPair m = BR(tmp.reduce).Reduce(kv, cub::ArgMax());
  if (threadIdx.x == 0) {
    best[blockIdx.x] = m.value;
    best_idx[blockIdx.x] = m.key;
  }
}
template __global__ void tile_pipeline<128, 4>(const int *, int *, const float *, float *, int *, int);
