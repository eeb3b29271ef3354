// @realcode Key-frequency counting with a hot/cold split, as streaming sketches and embedding-gradient code aggregate duplicate ids before touching memory: a thread-dependent if/else sends hot keys (below HOT) to a dense counter array and the rest to a direct-mapped cold table; each arm groups equal keys with __match_any_sync(__activemask(), key), the lowest lane of the group (__ffs) adds the group's size (__popc) and its summed weight (__reduce_add_sync over the group), so both arms end with the same code on different tables and must not become one match for both.
// @let N = (1 << 22) + 13
// @let HOT = 64
// @let COLD = 4096
// @buf keys u32[N] uniform(0, 1024)
// @buf wts u32[N] uniform(1, 16)
// @buf hot_cnt u32[HOT] zero
// @buf hot_w u32[HOT] zero
// @buf cold_cnt u32[COLD] zero
// @buf cold_w u32[COLD] zero
// @launch count_keys grid(cdiv(N, 256)) block(256) args(keys, wts, hot_cnt, hot_w, cold_cnt, cold_w, u32(HOT), i32(N))
// @check hot_cnt exact
// @check hot_w exact
// @check cold_cnt exact
// @check cold_w exact

__global__ void count_keys(const unsigned *__restrict__ keys, const unsigned *__restrict__ wts, unsigned *hot_cnt,
                           unsigned *hot_w, unsigned *cold_cnt, unsigned *cold_w, unsigned hot, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const unsigned key = keys[i];
  const unsigned wt = wts[i];
  const unsigned lane = threadIdx.x % 32;
  if (key < hot) {
    const unsigned peers = __match_any_sync(__activemask(), key);
    const unsigned leader = __ffs(peers) - 1;
    const unsigned total = __reduce_add_sync(peers, wt);
    if (lane == leader) {
      atomicAdd(&hot_cnt[key], __popc(peers));
      atomicAdd(&hot_w[key], total);
    }
  } else {
    const unsigned slot = (key * 2654435761u) >> 20;
    const unsigned peers = __match_any_sync(__activemask(), slot);
    const unsigned leader = __ffs(peers) - 1;
    const unsigned total = __reduce_add_sync(peers, wt);
    if (lane == leader) {
      atomicAdd(&cold_cnt[slot], __popc(peers));
      atomicAdd(&cold_w[slot], total);
    }
  }
}
