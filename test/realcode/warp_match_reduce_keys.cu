// @realcode Key-grouped aggregation inside a warp with sm_80+ intrinsics: __activemask() under a bounds guard, __match_any_sync to find lanes with the same key, __reduce_add_sync / __reduce_max_sync / __reduce_or_sync for the per-warp totals, and one atomicAdd per distinct key (leader = lowest lane of the match mask).
// @let N = (1 << 22) + 77
// @let K = 512
// @buf keys u32[N] uniform(0, 512)
// @buf vals u32[N] uniform(0, 1000)
// @buf totals u32[K] zero
// @buf wmax u32[cdiv(N, 32)] zero
// @buf wor u32[cdiv(N, 32)] zero
// @buf groups u32[1] zero
// @launch keyed_sum grid(cdiv(N, 256)) block(256) args(keys, vals, totals, wmax, wor, groups, i32(N))
// @check totals exact
// @check wmax exact
// @check wor exact
// @check groups exact
__global__ void keyed_sum(const unsigned *__restrict__ keys, const unsigned *__restrict__ vals, unsigned *totals,
                          unsigned *wmax, unsigned *wor, unsigned *groups, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned active = __activemask();
  unsigned key = keys[i], val = vals[i];
  unsigned same = __match_any_sync(active, key);
  int leader = __ffs(same) - 1;
  unsigned lane = threadIdx.x & 31;
  // Sum of this key's values over the lanes that hold it.
  unsigned key_sum = 0;
  for (unsigned m = same; m; m &= m - 1) key_sum += __shfl_sync(same, val, __ffs(m) - 1);
  if (lane == (unsigned)leader) atomicAdd(&totals[key], key_sum);
  unsigned biggest = __reduce_max_sync(active, val);
  unsigned bits = __reduce_or_sync(active, 1u << (key & 31));
  unsigned leaders = __reduce_add_sync(active, lane == (unsigned)leader ? 1u : 0u);
  if (lane == (unsigned)(__ffs(active) - 1)) {
    wmax[i / 32] = biggest;
    wor[i / 32] = bits;
    atomicAdd(groups, leaders);
  }
}
