// @realcode Cooperative-groups tiles exchanging whole structs: thread_block_tile<16>::shfl_down / shfl_xor / shfl of a {float key; int index; short tag;} record (cg shuffles any trivially copyable type, through 32-bit pieces), a tile-wide arg-min with ties broken by index, the newer thread_block accessors dim_threads(), num_threads(), group_index(), thread_index() next to the older size()/group_dim(), tile any()/all()/ballot() on the winning record, and thread_block_tile<8> reduce on double.
// @let N = 1 << 22
// @buf keys f32[N] uniform(0, 1000)
// @buf best f32[N / 16] zero
// @buf best_idx i32[N / 16] zero
// @buf flags u32[N / 16] zero
// @buf geom u32[8] zero
// @buf dsum f64[N / 8] zero
// @launch tile_argmin_records grid(N / 256) block(256) args(keys, best, best_idx, flags, geom, dsum)
// @check best exact
// @check best_idx exact
// @check flags exact
// @check geom exact
// @check dsum rel=1e-12
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

struct Rec {
  float key;
  int index;
  short tag;
};

__device__ __forceinline__ Rec better(const Rec &a, const Rec &b) {
  return (b.key < a.key || (b.key == a.key && b.index < a.index)) ? b : a;
}

__global__ void tile_argmin_records(const float *keys, float *best, int *best_idx, unsigned *flags, unsigned *geom, double *dsum) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
  const unsigned gid = block.group_index().x * block.num_threads() + block.thread_rank();
  Rec mine{keys[gid], (int)gid, (short)(gid & 0x7fff)};
  for (int o = 8; o > 0; o >>= 1) mine = better(mine, t16.shfl_down(mine, o));
  mine = t16.shfl(mine, 0);  // broadcast the winner
  Rec check = t16.shfl_xor(mine, 5);
  bool same = check.index == mine.index && check.tag == mine.tag;
  bool is_me = mine.index == (int)gid;
  unsigned who = t16.ballot(is_me);
  // Tile collectives are called by every lane of the tile, then the leader writes.
  const bool all_same = t16.all(same), any_me = t16.any(is_me);
  if (t16.thread_rank() == 0) {
    unsigned slot = gid / 16;
    best[slot] = mine.key;
    best_idx[slot] = mine.index;
    flags[slot] = (all_same ? 1u : 0u) | (any_me ? 2u : 0u) | (who << 2) | ((unsigned)t16.meta_group_rank() << 20);
  }
  cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(block);
  double v = (double)keys[gid] * 1e-3 + t8.thread_rank();
  double s = cg::reduce(t8, v, cg::plus<double>());
  if (t8.thread_rank() == 0) dsum[gid / 8] = s;
  if (gid == 0) {
    dim3 d = block.dim_threads();
    dim3 ti = block.thread_index();
    geom[0] = d.x; geom[1] = d.y; geom[2] = d.z;
    geom[3] = block.num_threads();
    geom[4] = block.size();
    geom[5] = block.group_dim().x;
    geom[6] = ti.x + ti.y + ti.z;
    geom[7] = t16.num_threads() + t8.size();
  }
}
