// @realcode CUB's BlockLoad/BlockStore/BlockScan pattern written by hand the way libraries that cannot depend on CUB do: class templates over <T, BLOCK_THREADS, ITEMS_PER_THREAD, Algorithm> with an enum of load algorithms (direct blocked, warp-transpose through shared memory, vectorized int4 loads) selected by partial specialisation, each with a nested TempStorage that the kernel overlays in one __shared__ union (Load, Scan and Store phases reuse the same bytes, separated by __syncthreads), a BlockScan of the running maximum with a custom binary functor (raking: per-thread sequential, warp shuffles, warp aggregates), a blocked-to-striped store through shared memory, and the kernel instantiated for 3 algorithms x 2 tile shapes.
// @let N = 1 << 24
// @buf in i32[N] uniform(-1000000, 1000000)
// @buf o0 i32[N] zero
// @buf o1 i32[N] zero
// @buf o2 i32[N] zero
// @buf o3 i32[N] zero
// @launch running_max_tiles<128, 8, (LoadAlgorithm)0> grid(N / 1024) block(128) args(in, o0)
// @launch running_max_tiles<128, 8, (LoadAlgorithm)1> grid(N / 1024) block(128) args(in, o1)
// @launch running_max_tiles<128, 8, (LoadAlgorithm)2> grid(N / 1024) block(128) args(in, o2)
// @launch running_max_tiles<256, 16, (LoadAlgorithm)1> grid(N / 4096) block(256) args(in, o3)
// @check o0 exact
// @check o1 exact
// @check o2 exact
// @check o3 exact
#include <climits>

enum LoadAlgorithm { LOAD_DIRECT, LOAD_WARP_TRANSPOSE, LOAD_VECTORIZE };

struct NullType {};

template <class T, int BT, int IPT, LoadAlgorithm A> class BlockLoad;

template <class T, int BT, int IPT> class BlockLoad<T, BT, IPT, LOAD_DIRECT> {
public:
  using TempStorage = NullType;
  __device__ explicit BlockLoad(TempStorage &) {}
  __device__ void Load(const T *tile, T (&items)[IPT]) {
#pragma unroll
    for (int i = 0; i < IPT; ++i) items[i] = tile[threadIdx.x * IPT + i];
  }
};

template <class T, int BT, int IPT> class BlockLoad<T, BT, IPT, LOAD_WARP_TRANSPOSE> {
  static constexpr int WARP_ITEMS = 32 * IPT;
  static constexpr int PADDED = WARP_ITEMS + WARP_ITEMS / 32;  // one pad word per 32 avoids bank conflicts

public:
  struct TempStorage { T buf[BT / 32][PADDED]; };
  __device__ explicit BlockLoad(TempStorage &s) : s_(s) {}
  __device__ void Load(const T *tile, T (&items)[IPT]) {
    const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
    const T *src = tile + warp * WARP_ITEMS;
    T *buf = s_.buf[warp];
#pragma unroll
    for (int i = 0; i < IPT; ++i) {  // coalesced: lane-striped
      const int idx = i * 32 + lane;
      buf[idx + idx / 32] = src[idx];
    }
    __syncwarp();
#pragma unroll
    for (int i = 0; i < IPT; ++i) {  // blocked: each lane its IPT consecutive items
      const int idx = lane * IPT + i;
      items[i] = buf[idx + idx / 32];
    }
    __syncwarp();
  }

private:
  TempStorage &s_;
};

template <class T, int BT, int IPT> class BlockLoad<T, BT, IPT, LOAD_VECTORIZE> {
  static_assert(sizeof(T) == 4 && IPT % 4 == 0, "int4 vectors of 32-bit items");

public:
  using TempStorage = NullType;
  __device__ explicit BlockLoad(TempStorage &) {}
  __device__ void Load(const T *tile, T (&items)[IPT]) {
    const int4 *v = reinterpret_cast<const int4 *>(tile + threadIdx.x * IPT);
#pragma unroll
    for (int i = 0; i < IPT / 4; ++i) {
      int4 q = __ldg(v + i);
      items[4 * i] = q.x;
      items[4 * i + 1] = q.y;
      items[4 * i + 2] = q.z;
      items[4 * i + 3] = q.w;
    }
  }
};

struct MaxOp {
  template <class T> __device__ __forceinline__ T operator()(const T &a, const T &b) const { return a < b ? b : a; }
};

template <class T, int BT> class BlockScan {
  static constexpr int WARPS = BT / 32;

public:
  struct TempStorage { T warp_aggregates[WARPS]; };
  __device__ explicit BlockScan(TempStorage &s) : s_(s) {}
  // Inclusive scan of each thread's IPT items in order, across the block.
  template <int IPT, class Op> __device__ void InclusiveScan(T (&items)[IPT], Op op, T identity) {
#pragma unroll
    for (int i = 1; i < IPT; ++i) items[i] = op(items[i - 1], items[i]);
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    T run = items[IPT - 1];
#pragma unroll
    for (int off = 1; off < 32; off <<= 1) {
      T up = __shfl_up_sync(0xffffffffu, run, off);
      if (lane >= off) run = op(up, run);
    }
    if (lane == 31) s_.warp_aggregates[warp] = run;
    T prefix = __shfl_up_sync(0xffffffffu, run, 1);
    if (lane == 0) prefix = identity;
    __syncthreads();
    T warp_prefix = identity;
    for (int w = 0; w < warp; ++w) warp_prefix = op(warp_prefix, s_.warp_aggregates[w]);
    prefix = op(warp_prefix, prefix);
#pragma unroll
    for (int i = 0; i < IPT; ++i) items[i] = op(prefix, items[i]);
  }

private:
  TempStorage &s_;
};

template <class T, int BT, int IPT> struct BlockStoreStriped {
  struct TempStorage { T buf[BT * IPT]; };
  __device__ explicit BlockStoreStriped(TempStorage &s) : s_(s) {}
  __device__ void Store(T *tile, const T (&items)[IPT]) {
#pragma unroll
    for (int i = 0; i < IPT; ++i) s_.buf[threadIdx.x * IPT + i] = items[i];
    __syncthreads();
#pragma unroll
    for (int i = 0; i < IPT; ++i) tile[i * BT + threadIdx.x] = s_.buf[i * BT + threadIdx.x];
  }
  TempStorage &s_;
};

template <int BLOCK_THREADS, int ITEMS_PER_THREAD, LoadAlgorithm ALGO>
__global__ void __launch_bounds__(BLOCK_THREADS) running_max_tiles(const int *__restrict__ in, int *__restrict__ out) {
  using Load = BlockLoad<int, BLOCK_THREADS, ITEMS_PER_THREAD, ALGO>;
  using Scan = BlockScan<int, BLOCK_THREADS>;
  using Store = BlockStoreStriped<int, BLOCK_THREADS, ITEMS_PER_THREAD>;
  __shared__ union {
    typename Load::TempStorage load;
    typename Scan::TempStorage scan;
    typename Store::TempStorage store;
  } temp;
  constexpr int TILE = BLOCK_THREADS * ITEMS_PER_THREAD;
  const size_t base = (size_t)blockIdx.x * TILE;
  int items[ITEMS_PER_THREAD];
  Load(temp.load).Load(in + base, items);
  __syncthreads();
  Scan(temp.scan).InclusiveScan(items, MaxOp{}, INT_MIN);
  __syncthreads();
  Store(temp.store).Store(out + base, items);
}

template __global__ void running_max_tiles<128, 8, LOAD_DIRECT>(const int *__restrict__, int *__restrict__);
template __global__ void running_max_tiles<128, 8, LOAD_WARP_TRANSPOSE>(const int *__restrict__, int *__restrict__);
template __global__ void running_max_tiles<128, 8, LOAD_VECTORIZE>(const int *__restrict__, int *__restrict__);
template __global__ void running_max_tiles<256, 16, LOAD_WARP_TRANSPOSE>(const int *__restrict__, int *__restrict__);
