// Cooperative groups in the styles of the CUDA samples: block reductions with warp tiles and
// cg::reduce, tile shuffles of every kind (and of a struct), votes and matches, warp-aggregated
// atomics with coalesced_threads(), a shared-memory histogram with labeled_partition, a block scan
// from tile scans, sparse coalesced groups, the type-erased thread_group reduction of the
// Programming Guide, partitions, invoke_one, and a grid-synchronised multi-pass reduction (launched
// cooperatively). The same file is compiled by nvcc with CUDA's own headers.
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>

namespace cg = cooperative_groups;

// ---- block sum: grid-stride loads, tile<32> reductions, one value per block -------------------
extern "C" __global__ void cg_block_sum(const float* in, float* block_sums, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  __shared__ float warp_sums[32];
  float v = 0.0f;
  for (int i = block.group_index().x * block.size() + block.thread_rank(); i < n; i += gridDim.x * block.size())
    v += in[i];
  v = cg::reduce(warp, v, cg::plus<float>());
  if (warp.thread_rank() == 0) warp_sums[warp.meta_group_rank()] = v;
  block.sync();
  if (warp.meta_group_rank() == 0) {
    v = warp.thread_rank() < warp.meta_group_size() ? warp_sums[warp.thread_rank()] : 0.0f;
    v = cg::reduce(warp, v, cg::plus<float>());
    if (warp.thread_rank() == 0) block_sums[block.group_index().x] = v;
  }
}

// ---- integer reductions and scans per tile (redux.sync for 16/32 on sm_80+, shuffles else) ---
template <unsigned T>
__device__ void tile_ints(const int* in, int* out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<T> tile = cg::tiled_partition<T>(block);
  int i = block.group_index().x * block.size() + block.thread_rank();
  int v = in[i];
  unsigned u = (unsigned)v * 2654435761u;
  long long wide = (long long)v * 1000003LL;
  int* o = out + 14 * i;
  o[0] = cg::reduce(tile, v, cg::plus<int>());
  o[1] = cg::reduce(tile, v, cg::less<int>());
  o[2] = cg::reduce(tile, v, cg::greater<int>());
  o[3] = (int)cg::reduce(tile, u, cg::plus<unsigned>());
  o[4] = (int)cg::reduce(tile, u, cg::less<unsigned>());
  o[5] = (int)cg::reduce(tile, u, cg::greater<unsigned>());
  o[6] = cg::reduce(tile, v, cg::bit_and<int>());
  o[7] = cg::reduce(tile, v, cg::bit_or<int>());
  o[8] = (int)cg::reduce(tile, u, cg::bit_xor<unsigned>());
  o[9] = (int)(cg::reduce(tile, wide, cg::plus<long long>()) % 1000000007LL);
  o[10] = cg::inclusive_scan(tile, v);
  o[11] = cg::exclusive_scan(tile, v);
  o[12] = cg::inclusive_scan(tile, v, cg::greater<int>());
  o[13] = cg::exclusive_scan(tile, v, cg::greater<int>());
}
extern "C" __global__ void cg_tile_ints_32(const int* in, int* out) { tile_ints<32>(in, out); }
extern "C" __global__ void cg_tile_ints_16(const int* in, int* out) { tile_ints<16>(in, out); }
extern "C" __global__ void cg_tile_ints_8(const int* in, int* out) { tile_ints<8>(in, out); }
extern "C" __global__ void cg_tile_ints_4(const int* in, int* out) { tile_ints<4>(in, out); }
extern "C" __global__ void cg_tile_ints_2(const int* in, int* out) { tile_ints<2>(in, out); }

// ---- tile communication: shuffles (int, double, a struct), votes, matches, ranks -------------
struct Sample {
  float weight;
  int id;
  short tag;
};

template <unsigned T>
__device__ void tile_comm(const int* in, int* out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<T> tile = cg::tiled_partition<T>(block);
  int i = block.group_index().x * block.size() + block.thread_rank();
  int v = in[i];
  unsigned r = tile.thread_rank();
  int* o = out + 16 * i;
  o[0] = tile.shfl(v, (r * 3 + 1) % T);
  o[1] = tile.shfl_up(v, 1);
  o[2] = tile.shfl_down(v, T > 1 ? T / 2 : 1);
  o[3] = tile.shfl_xor(v, T - 1);
  double d = tile.shfl((double)v * 0.25, (int)(T - 1));
  o[4] = (int)(d * 4.0);
  Sample s{(float)v * 0.5f, v, (short)(v & 0x3fff)};
  Sample t = tile.shfl_down(s, 1);
  o[5] = (int)(t.weight * 2.0f);
  o[6] = t.id;
  o[7] = t.tag;
  o[8] = tile.any(v > 900);
  o[9] = tile.all(v > -5);
  o[10] = (int)tile.ballot(v & 1);
  o[11] = (int)tile.match_any(v % 4);
  o[12] = (int)r;
  o[13] = (int)tile.meta_group_rank();
  o[14] = (int)tile.meta_group_size();
  o[15] = (int)tile.num_threads();
}
extern "C" __global__ void cg_tile_comm_32(const int* in, int* out) { tile_comm<32>(in, out); }
extern "C" __global__ void cg_tile_comm_16(const int* in, int* out) { tile_comm<16>(in, out); }
extern "C" __global__ void cg_tile_comm_8(const int* in, int* out) { tile_comm<8>(in, out); }
extern "C" __global__ void cg_tile_comm_4(const int* in, int* out) { tile_comm<4>(in, out); }

// Tiles of tiles, and a tile kept as the parent-less thread_block_tile<N>.
extern "C" __global__ void cg_subtiles(const int* in, int* out) {
  cg::thread_block block = cg::this_thread_block();
  auto warp = cg::tiled_partition<32>(block);
  auto quad = cg::tiled_partition<4>(warp);
  cg::thread_block_tile<8> octet = cg::tiled_partition<8>(block);
  cg::thread_block_tile<2> pair = cg::tiled_partition<2>(octet);
  int i = block.group_index().x * block.size() + block.thread_rank();
  int v = in[i];
  int* o = out + 8 * i;
  o[0] = (int)quad.meta_group_rank();
  o[1] = (int)quad.meta_group_size();
  o[2] = cg::reduce(quad, v, cg::plus<int>());
  o[3] = (int)octet.meta_group_rank();
  o[4] = (int)pair.meta_group_rank();
  o[5] = (int)pair.meta_group_size();
  o[6] = pair.shfl_xor(v, 1);
  o[7] = (int)cg::this_thread().size() + (int)cg::this_thread().thread_rank();
}

// ---- warp-aggregated atomics (the CUDA sample's filter) -------------------------------------
__device__ int atomic_agg_inc(int* counter) {
  cg::coalesced_group active = cg::coalesced_threads();
  int warp_base;
  if (active.thread_rank() == 0) warp_base = atomicAdd(counter, (int)active.size());
  return active.shfl(warp_base, 0) + (int)active.thread_rank();
}

extern "C" __global__ void cg_filter_positive(const int* in, int* out, int* count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && in[i] > 0) out[atomic_agg_inc(count)] = in[i];
}

// ---- sparse coalesced groups: ranks, shuffles by rank, votes, reduce and scans --------------
extern "C" __global__ void cg_coalesced(const int* in, int* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % 32;
  int v = in[i];
  int* o = out + 10 * i;
  for (int k = 0; k < 10; ++k) o[k] = -7;
  if (lane % 3 != 1) {
    cg::coalesced_group g = cg::coalesced_threads();
    o[0] = (int)g.size();
    o[1] = (int)g.thread_rank();
    o[2] = g.shfl(v, 2);
    o[3] = g.shfl_up(v, 1);
    o[4] = g.shfl_down(v, 2);
    o[5] = (int)g.ballot(v & 1);
    o[6] = g.any(v == 5);
    o[7] = cg::reduce(g, v, cg::plus<int>());
    o[8] = cg::inclusive_scan(g, v);
    o[9] = cg::exclusive_scan(g, v);
  }
}

// ---- shared-memory histogram; equal bins of a warp aggregated by labeled_partition ----------
extern "C" __global__ void cg_histogram(const unsigned char* data, unsigned* hist, int n) {
  __shared__ unsigned bins[64];
  cg::thread_block block = cg::this_thread_block();
  for (unsigned b = block.thread_rank(); b < 64; b += block.size()) bins[b] = 0;
  block.sync();
  for (int i = blockIdx.x * block.size() + block.thread_rank(); i < n; i += gridDim.x * block.size()) {
    unsigned bin = data[i] % 64u;
    cg::coalesced_group same = cg::labeled_partition(cg::coalesced_threads(), bin);
    if (same.thread_rank() == 0) atomicAdd(&bins[bin], same.size());
  }
  block.sync();
  for (unsigned b = block.thread_rank(); b < 64; b += block.size()) atomicAdd(&hist[b], bins[b]);
}

// ---- block scan: tile scans, then a scan of the warp totals ---------------------------------
extern "C" __global__ void cg_block_scan(const int* in, int* out, int* block_totals) {
  __shared__ int warp_totals[32];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  int i = blockIdx.x * block.size() + block.thread_rank();
  int v = in[i];
  int inclusive = cg::inclusive_scan(warp, v);
  if (warp.thread_rank() == 31) warp_totals[warp.meta_group_rank()] = inclusive;
  block.sync();
  if (warp.meta_group_rank() == 0) {
    int total = warp.thread_rank() < warp.meta_group_size() ? warp_totals[warp.thread_rank()] : 0;
    warp_totals[warp.thread_rank()] = cg::exclusive_scan(warp, total);
  }
  block.sync();
  int result = inclusive + warp_totals[warp.meta_group_rank()];
  out[i] = result;
  if (block.thread_rank() == block.size() - 1) block_totals[blockIdx.x] = result;
}

// ---- the Programming Guide's reduction over a type-erased thread_group ----------------------
__device__ int reduce_sum(cg::thread_group g, int* temp, int val) {
  int lane = g.thread_rank();
  for (int i = g.size() / 2; i > 0; i /= 2) {
    temp[lane] = val;
    g.sync();
    if (lane < i) val += temp[lane + i];
    g.sync();
  }
  return val;
}

extern "C" __global__ void cg_group_sum(const int* in, int* out) {
  __shared__ int temp[256];
  cg::thread_block block = cg::this_thread_block();
  int i = blockIdx.x * block.size() + block.thread_rank();
  int v = in[i];
  int block_sum = reduce_sum(block, temp, v);
  cg::sync(block);
  // Dynamic tiles of four: a rotation through shared memory, ordered by the tile's barrier.
  cg::thread_group tile4 = cg::tiled_partition(block, 4);
  unsigned t = block.thread_rank();
  temp[t] = v;
  tile4.sync();
  int next = temp[(t & ~3u) | ((tile4.thread_rank() + 1) & 3u)];
  out[3 * i] = block_sum;
  out[3 * i + 1] = next;
  out[3 * i + 2] = (int)tile4.size() * 100 + (int)tile4.thread_rank();
}

// ---- partitions and invoke_one --------------------------------------------------------------
extern "C" __global__ void cg_partitions(const int* in, int* out, int* calls) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  int i = block.group_index().x * block.size() + block.thread_rank();
  int v = in[i];
  int* o = out + 10 * i;
  cg::coalesced_group parity = cg::binary_partition(warp, (v & 1) != 0);
  o[0] = (int)parity.size();
  o[1] = (int)parity.thread_rank();
  o[2] = (int)parity.meta_group_rank();
  o[3] = (int)parity.meta_group_size();
  o[4] = cg::reduce(parity, v, cg::plus<int>());
  cg::coalesced_group label = cg::labeled_partition(warp, v % 5);
  o[5] = (int)label.size();
  o[6] = (int)label.thread_rank();
  o[7] = (int)label.meta_group_rank();
  o[8] = (int)label.meta_group_size();
  cg::invoke_one(warp, [&] { atomicAdd(calls, 1); });
  o[9] = cg::invoke_one_broadcast(warp, [&] { return atomicAdd(calls + 1, 1); });
}

// ---- block and grid geometry (2-D blocks, 2-D grid) -----------------------------------------
extern "C" __global__ void cg_geometry(unsigned long long* out) {
  cg::thread_block block = cg::this_thread_block();
  cg::grid_group grid = cg::this_grid();
  unsigned long long* o = out + 12 * grid.thread_rank();
  o[0] = block.thread_rank();
  o[1] = block.size();
  o[2] = block.group_index().x + 100 * block.group_index().y;
  o[3] = block.thread_index().x + 100 * block.thread_index().y + 10000 * block.thread_index().z;
  o[4] = block.group_dim().x + 100 * block.group_dim().y + 10000 * block.dim_threads().z;
  o[5] = block.num_threads();
  o[6] = grid.thread_rank();
  o[7] = grid.size();
  o[8] = grid.block_rank();
  o[9] = grid.num_blocks();
  o[10] = grid.dim_blocks().x + 100 * grid.dim_blocks().y;
  o[11] = grid.thread_index().x + 1000 * grid.thread_index().y;
}

// ---- grid-synchronised multi-pass reduction (launched cooperatively) ------------------------
// Pass 1: each block sums its grid-stride share into partial[]. Pass 2: block 0 sums the
// partials into result[0]. Pass 3: every thread normalises its elements by that total, which
// block 0 wrote before the second grid barrier.
extern "C" __global__ void cg_grid_sum(const float* in, float* partial, float* result, float* scaled, int n) {
  cg::grid_group grid = cg::this_grid();
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  __shared__ float warp_sums[32];
  float v = 0.0f;
  for (unsigned long long i = grid.thread_rank(); i < (unsigned long long)n; i += grid.size()) v += in[i];
  v = cg::reduce(warp, v, cg::plus<float>());
  if (warp.thread_rank() == 0) warp_sums[warp.meta_group_rank()] = v;
  block.sync();
  if (block.thread_rank() == 0) {
    float s = 0.0f;
    for (unsigned w = 0; w < warp.meta_group_size(); ++w) s += warp_sums[w];
    partial[grid.block_rank()] = s;
  }
  grid.sync();
  if (grid.block_rank() == 0) {
    float s = 0.0f;
    for (unsigned long long b = block.thread_rank(); b < grid.num_blocks(); b += block.size()) s += partial[b];
    s = cg::reduce(warp, s, cg::plus<float>());
    if (warp.thread_rank() == 0) warp_sums[warp.meta_group_rank()] = s;
    block.sync();
    if (block.thread_rank() == 0) {
      float total = 0.0f;
      for (unsigned w = 0; w < warp.meta_group_size(); ++w) total += warp_sums[w];
      result[0] = total;
      result[1] = grid.is_valid() ? 1.0f : 0.0f;
    }
  }
  grid.sync();
  float total = result[0];
  for (unsigned long long i = grid.thread_rank(); i < (unsigned long long)n; i += grid.size())
    scaled[i] = in[i] / total;
}

// ---- memcpy_async: 16-byte aligned copies (cp.async) and unaligned ones (plain copies) -----
extern "C" __global__ void cg_async_copy(const float* in, float* out) {
  __shared__ __align__(16) float aligned[256];
  __shared__ float shifted[256];
  cg::thread_block block = cg::this_thread_block();
  const float* src = in + blockIdx.x * 256;
  cg::memcpy_async(block, aligned, src, sizeof(float) * 256);
  cg::memcpy_async(block, shifted, 255, src + 1, 255);  // element counts; the source is 4-byte aligned only
  cg::wait(block);
  unsigned t = block.thread_rank();
  out[blockIdx.x * 256 + t] = aligned[255 - t] + (t < 255 ? 1000.0f * shifted[t] : 0.0f);
}
