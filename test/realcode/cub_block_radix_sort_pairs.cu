// @realcode Tile sort of key-value pairs with the toolkit's CUB: cub::BlockRadixSort<unsigned, 128, 4, int> over the low 20 bits (begin/end bit arguments), keys loaded with cub::BlockLoad warp-transpose and values built from the index, a descending sort of a second tile layout with SortDescendingBlockedToStriped, results stored striped and blocked (cub::StoreDirectStriped / cub::BlockStore); TempStorage of all four collectives in one __shared__ union.
// @let N = 1 << 22
// @let TILE = 512
// @buf keys u32[N] uniform(0, 1048576)
// @buf sorted_keys u32[N] zero
// @buf sorted_vals i32[N] zero
// @buf desc_keys u32[N] zero
// @launch sort_tiles grid(N / TILE) block(128) args(keys, sorted_keys, sorted_vals, desc_keys)
// @check sorted_keys exact
// @check sorted_vals exact
// @check desc_keys exact
#include <cub/block/block_load.cuh>
#include <cub/block/block_radix_sort.cuh>
#include <cub/block/block_store.cuh>

__global__ void sort_tiles(const unsigned *keys, unsigned *sorted_keys, int *sorted_vals, unsigned *desc_keys) {
  constexpr int T = 128, I = 4;
  using Load = cub::BlockLoad<unsigned, T, I, cub::BLOCK_LOAD_WARP_TRANSPOSE>;
  using Sort = cub::BlockRadixSort<unsigned, T, I, int>;
  using SortKeys = cub::BlockRadixSort<unsigned, T, I>;
  using Store = cub::BlockStore<unsigned, T, I, cub::BLOCK_STORE_WARP_TRANSPOSE>;
  __shared__ union {
    typename Load::TempStorage load;
    typename Sort::TempStorage sort;
    typename SortKeys::TempStorage sort_keys;
    typename Store::TempStorage store;
  } temp;
  const int base = blockIdx.x * T * I;
  unsigned k[I];
  int v[I];
  Load(temp.load).Load(keys + base, k);
  for (int i = 0; i < I; ++i)
    v[i] = base + threadIdx.x * I + i;  // blocked arrangement: the item's index
  unsigned copy[I];
  for (int i = 0; i < I; ++i)
    copy[i] = k[i];
  __syncthreads();
  // Stable: equal keys keep their index order, so the values are deterministic.
  Sort(temp.sort).Sort(k, v, 0, 20);
  __syncthreads();
  Store(temp.store).Store(sorted_keys + base, k);
  cub::StoreDirectBlocked(threadIdx.x, sorted_vals + base, v);
  __syncthreads();
  SortKeys(temp.sort_keys).SortDescendingBlockedToStriped(copy);
  cub::StoreDirectStriped<T>(threadIdx.x, desc_keys + base, copy);
}
