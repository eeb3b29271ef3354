// @realcode The sm_80 warp-wide integer reductions and match instructions used by segmented group-by code: __reduce_min_sync/__reduce_max_sync (signed and unsigned), __reduce_and/or/xor_sync over flag words, __match_all_sync with its predicate output, __match_any_sync leaders, and __fns to find the n-th set lane.
// @let N = 1 << 22
// @buf keys u32[N] uniform(0, 6)
// @buf vals i32[N] uniform(-100000, 100000)
// @buf wmin i32[N / 32] zero
// @buf wmax u32[N / 32] zero
// @buf wbits u32[N / 32 * 3] zero
// @buf uniform_flag i32[N / 32] zero
// @buf seg_max i32[N] zero
// @buf third u32[N / 32] zero
// @launch warp_group_stats grid(N / 256) block(256) args(keys, vals, wmin, wmax, wbits, uniform_flag, seg_max, third)
// @check wmin exact
// @check wmax exact
// @check wbits exact
// @check uniform_flag exact
// @check seg_max exact
// @check third exact

__global__ void warp_group_stats(const unsigned *__restrict__ keys, const int *__restrict__ vals, int *__restrict__ wmin,
                                 unsigned *__restrict__ wmax, unsigned *__restrict__ wbits, int *__restrict__ uniform_flag,
                                 int *__restrict__ seg_max, unsigned *__restrict__ third) {
  const unsigned full = 0xffffffffu;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int warp = i >> 5, lane = threadIdx.x & 31;
  unsigned k = keys[i];
  int v = vals[i];
  int lo = __reduce_min_sync(full, v);
  unsigned hi = __reduce_max_sync(full, (unsigned)(v + 100000) ^ k);
  unsigned word = 1u << (k * 5 + (lane & 3));
  unsigned a = __reduce_and_sync(full, word | 0x80000000u), o = __reduce_or_sync(full, word), x = __reduce_xor_sync(full, word);
  int pred = 0;
  unsigned all = __match_all_sync(full, k >> 3, &pred);
  unsigned peers = __match_any_sync(full, k);
  int best = v;
  // max over the lanes holding the same key: every peer group reduces through shuffles from its leader's view
  for (int src = 0; src < 32; ++src) {
    int other = __shfl_sync(full, v, src);
    if ((peers >> src) & 1u) best = max(best, other);
  }
  seg_max[i] = best;
  unsigned small = __ballot_sync(full, k < 3);
  if (lane == 0) {
    wmin[warp] = lo;
    wmax[warp] = hi;
    wbits[3 * warp] = a; wbits[3 * warp + 1] = o; wbits[3 * warp + 2] = x;
    uniform_flag[warp] = pred ? (int)__popc(all) : -1;
    third[warp] = __fns(small, 0, 3);
  }
}
