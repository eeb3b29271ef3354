// @realcode Segment sums and exclusive offsets with hand-written CUB-style collectives: BlockReduce and BlockScan class templates whose TempStorage is a union of shared arrays (declared as __shared__ typename BlockScan::TempStorage), warp shuffles inside, an Uninitialized<T> word-array wrapper aliased by the collectives, the storage reused between the two collectives after __syncthreads(), and __launch_bounds__ with a minimum block count.
// @let N = 1 << 24
// @let ITEMS = 4
// @let BLOCK = 256
// @let TILES = cdiv(N, BLOCK * ITEMS)
// @buf in i32[N] uniform(-50, 100)
// @buf offsets i32[N] zero
// @buf tile_sums i32[TILES] zero
// @buf tile_max i32[TILES] zero
// @launch tile_scan<256, 4> grid(TILES) block(BLOCK) args(in, offsets, tile_sums, tile_max, i32(N))
// @check offsets exact
// @check tile_sums exact
// @check tile_max exact
#include <cuda_runtime.h>
#include <climits>

namespace blk {

// Raw, trivially constructible storage for a type (shared memory is never
// initialised), aliased as the type by the collective that owns it.
template <class T>
struct alignas(16) Uninitialized {
  using Word = unsigned long long;
  Word storage[(sizeof(T) + sizeof(Word) - 1) / sizeof(Word)];
  __device__ __forceinline__ T &Alias() { return reinterpret_cast<T &>(*this); }
};

struct Sum {
  template <class T> __device__ __forceinline__ T operator()(const T &a, const T &b) const { return a + b; }
};
struct Max {
  template <class T> __device__ __forceinline__ T operator()(const T &a, const T &b) const { return a > b ? a : b; }
};

template <class T, int BLOCK_THREADS>
class BlockReduce {
  static constexpr int WARPS = BLOCK_THREADS / 32;
  static_assert(BLOCK_THREADS % 32 == 0, "whole warps only");
  struct _TempStorage {
    T warp_aggregates[WARPS];
  };

public:
  struct TempStorage : Uninitialized<_TempStorage> {};

  __device__ explicit BlockReduce(TempStorage &storage) : temp(storage.Alias()) {}

  template <class Op>
  __device__ T Reduce(T input, Op op) {
    unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32;
#pragma unroll
    for (int offset = 16; offset > 0; offset /= 2)
      input = op(input, __shfl_down_sync(0xffffffffu, input, offset));
    if (lane == 0)
      temp.warp_aggregates[warp] = input;
    __syncthreads();
    T total = temp.warp_aggregates[0];
    if (threadIdx.x == 0) {
#pragma unroll
      for (int w = 1; w < WARPS; ++w)
        total = op(total, temp.warp_aggregates[w]);
    }
    return total; // valid in thread 0
  }
  __device__ T Sum(T input) { return Reduce(input, blk::Sum()); }

private:
  _TempStorage &temp;
};

template <class T, int BLOCK_THREADS>
class BlockScan {
  static constexpr int WARPS = BLOCK_THREADS / 32;
  union _TempStorage {
    T warp_totals[WARPS];
    struct {
      T warp_prefix[WARPS];
      T block_total;
    } exclusive;
  };

public:
  struct TempStorage : Uninitialized<_TempStorage> {};

  __device__ explicit BlockScan(TempStorage &storage) : temp(storage.Alias()) {}

  // Exclusive prefix sum; `aggregate` receives the block's total.
  __device__ void ExclusiveSum(T input, T &output, T &aggregate) {
    unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    T inclusive = input;
#pragma unroll
    for (int offset = 1; offset < 32; offset *= 2) {
      T up = __shfl_up_sync(0xffffffffu, inclusive, offset);
      if (lane >= offset)
        inclusive += up;
    }
    if (lane == 31)
      temp.warp_totals[warp] = inclusive;
    __syncthreads();
    if (threadIdx.x == 0) {
      T running = 0;
      for (int w = 0; w < WARPS; ++w) {
        T t = temp.warp_totals[w];
        temp.exclusive.warp_prefix[w] = running;
        running += t;
      }
      temp.exclusive.block_total = running;
    }
    __syncthreads();
    output = temp.exclusive.warp_prefix[warp] + inclusive - input;
    aggregate = temp.exclusive.block_total;
  }

  // Thread-blocked: each thread scans ITEMS consecutive items.
  template <int ITEMS>
  __device__ void ExclusiveSum(const T (&input)[ITEMS], T (&output)[ITEMS], T &aggregate) {
    T thread_total = 0;
#pragma unroll
    for (int i = 0; i < ITEMS; ++i)
      thread_total += input[i];
    T thread_prefix;
    ExclusiveSum(thread_total, thread_prefix, aggregate);
    T running = thread_prefix;
#pragma unroll
    for (int i = 0; i < ITEMS; ++i) {
      output[i] = running;
      running += input[i];
    }
  }

private:
  _TempStorage &temp;
};

} // namespace blk

template <int BLOCK, int ITEMS>
__global__ void __launch_bounds__(BLOCK, 4)
    tile_scan(const int *__restrict__ in, int *__restrict__ offsets, int *__restrict__ tile_sums,
              int *__restrict__ tile_max, int n) {
  using Scan = blk::BlockScan<int, BLOCK>;
  using Reduce = blk::BlockReduce<int, BLOCK>;
  // One shared allocation serves both collectives, as CUB users write it.
  __shared__ union {
    typename Scan::TempStorage scan;
    typename Reduce::TempStorage reduce;
  } temp;

  int base = blockIdx.x * BLOCK * ITEMS + threadIdx.x * ITEMS;
  int items[ITEMS];
#pragma unroll
  for (int i = 0; i < ITEMS; ++i)
    items[i] = base + i < n ? in[base + i] : 0;

  int scanned[ITEMS];
  int total;
  Scan(temp.scan).ExclusiveSum(items, scanned, total);
#pragma unroll
  for (int i = 0; i < ITEMS; ++i)
    if (base + i < n)
      offsets[base + i] = scanned[i];
  __syncthreads(); // the storage is reused

  int local_max = INT_MIN;
#pragma unroll
  for (int i = 0; i < ITEMS; ++i)
    if (base + i < n)
      local_max = max(local_max, items[i]);
  int block_max = Reduce(temp.reduce).Reduce(local_max, blk::Max());
  if (threadIdx.x == 0) {
    tile_sums[blockIdx.x] = total;
    tile_max[blockIdx.x] = block_max;
  }
}

template __global__ void tile_scan<256, 4>(const int *, int *, int *, int *, int);
