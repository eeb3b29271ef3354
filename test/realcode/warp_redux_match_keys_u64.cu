// @realcode Warp-level primitives the way sort/hash code uses them: __match_any_sync on 64-bit keys to find peers, a leader chosen with __ffs, __reduce_add_sync / __reduce_min_sync / __reduce_max_sync (unsigned and signed) over each peer group's mask, __match_all_sync with its predicate, __activemask, __brev/__clzll/__fns for lane bookkeeping.
// @let N = 1 << 20
// @buf keys u64[N] uniform(0, 48)
// @buf vals u32[N] uniform(0, 100000)
// @buf group_sum u32[N] zero
// @buf group_min u32[N] zero
// @buf group_max i32[N] zero
// @buf info u32[N] zero
// @launch peers_reduce grid(cdiv(N, 256)) block(256) args(keys, vals, group_sum, group_min, group_max, info, i32(N))
// @check group_sum exact
// @check group_min exact
// @check group_max exact
// @check info exact

__global__ void peers_reduce(const unsigned long long *__restrict__ keys, const unsigned *__restrict__ vals,
                             unsigned *__restrict__ group_sum, unsigned *__restrict__ group_min, int *__restrict__ group_max,
                             unsigned *__restrict__ info, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  bool live = i < n;  // the whole warp takes part in the warp primitives
  unsigned lane = threadIdx.x & 31;
  unsigned long long key = (live ? keys[i] : ~0ull) * 0x100000001ull;  // both halves matter
  unsigned v = live ? vals[i] : 0u;
  unsigned peers = __match_any_sync(0xffffffffu, key);
  int leader = __ffs(peers) - 1;
  unsigned sum = 0, mn = 0;
  int mx = 0;
  // each peer group reduces over its own mask: iterate the groups in lane order
  unsigned todo = 0xffffffffu;
  while (todo) {
    int first = __ffs(todo) - 1;
    unsigned grp = __shfl_sync(0xffffffffu, peers, first);
    if (grp & (1u << lane)) {
      sum = __reduce_add_sync(grp, v);
      mn = __reduce_min_sync(grp, v);
      mx = __reduce_max_sync(grp, (int)v - 50000);
    }
    todo &= ~grp;
  }
  int all_pred = 0;
  unsigned all_mask = __match_all_sync(0xffffffffu, key >> 40, &all_pred);
  unsigned active = __activemask() ^ (v & 1u);
  unsigned rank = __popc(peers & ((1u << lane) - 1));
  unsigned nth = __fns(peers, 0, (int)rank + 1);
  if (!live) return;
  group_sum[i] = sum;
  group_min[i] = mn;
  group_max[i] = mx;
  info[i] = (unsigned)leader | (rank << 5) | ((nth & 63u) << 10) | ((unsigned)all_pred << 16) |
            ((unsigned)(all_mask != 0) << 17) | ((__brev(active) & 1u) << 18) | ((unsigned)__clzll(key | 1ull) << 19);
}
