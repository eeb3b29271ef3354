// Correct cooperative-groups kernels: simt-verify-sync accepts every one with no error and no
// warning (kilnc prints nothing), and the PTX assembles.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | count 0
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// The e2e corpus (CUDA-samples style) is accepted the same way.
// RUN: kilnc %kiln_src/test/e2e/constructs/cooperative_groups.cu --arch=sm_90 -o /dev/null 2>&1 | count 0
// RUN: kilnc %kiln_src/test/e2e/constructs/cooperative_groups.cu --arch=sm_80 -o /dev/null 2>&1 | count 0
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>

namespace cg = cooperative_groups;

// Block reduction: tiled_partition<32> + cg::reduce, warp sums through shared memory.
extern "C" __global__ void block_reduce(const float* in, float* out, int n) {
  __shared__ float sums[32];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  unsigned i = block.group_index().x * block.size() + block.thread_rank();
  float v = i < n ? in[i] : 0.0f;
  v = cg::reduce(warp, v, cg::plus<float>());
  if (warp.thread_rank() == 0) sums[warp.meta_group_rank()] = v;
  block.sync();
  if (warp.meta_group_rank() == 0) {
    v = warp.thread_rank() < warp.meta_group_size() ? sums[warp.thread_rank()] : 0.0f;
    v = cg::reduce(warp, v, cg::plus<float>());
    if (warp.thread_rank() == 0) atomicAdd(out, v);
  }
}

// The classic shared-memory tree with cg::sync and a warp-synchronous tail on a tile.
extern "C" __global__ void __launch_bounds__(256) tree_reduce(const int* in, int* out) {
  __shared__ int s[256];
  cg::thread_block block = cg::this_thread_block();
  unsigned t = block.thread_rank();
  s[t] = in[blockIdx.x * 256 + t];
  cg::sync(block);
  for (unsigned k = 128; k >= 32; k >>= 1) {
    if (t < k) s[t] += s[t + k];
    cg::sync(block);
  }
  if (t < 32) {
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    int v = s[t];
    for (int o = 16; o > 0; o /= 2) v += warp.shfl_down(v, o);
    if (warp.thread_rank() == 0) out[blockIdx.x] = v;
  }
}

// Warp-aggregated atomics: the leader of the coalesced group adds for all of it.
__device__ int agg_inc(int* counter) {
  cg::coalesced_group g = cg::coalesced_threads();
  int base;
  if (g.thread_rank() == 0) base = atomicAdd(counter, (int)g.size());
  return g.shfl(base, 0) + (int)g.thread_rank();
}
extern "C" __global__ void compact(const int* in, int* out, int* counter, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && in[i] != 0) out[agg_inc(counter)] = in[i];
}

// Multi-block reduction with the grid barrier between the passes.
extern "C" __global__ void grid_reduce(const float* in, float* partial, float* out, int n) {
  cg::grid_group grid = cg::this_grid();
  cg::thread_block block = cg::this_thread_block();
  auto warp = cg::tiled_partition<32>(block);
  float v = 0.0f;
  for (unsigned long long i = grid.thread_rank(); i < (unsigned long long)n; i += grid.size()) v += in[i];
  v = cg::reduce(warp, v, cg::plus<float>());
  if (warp.thread_rank() == 0) atomicAdd(&partial[grid.block_rank()], v);
  grid.sync();
  if (grid.thread_rank() == 0) {
    float total = 0.0f;
    for (unsigned long long b = 0; b < grid.num_blocks(); ++b) total += partial[b];
    out[0] = total;
  }
}

// Half-warp tiles: syncs and shuffles under branches that are uniform per tile.
extern "C" __global__ void __launch_bounds__(128) half_warps(const int* in, int* out) {
  __shared__ int stage[128];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> half = cg::tiled_partition<16>(block);
  unsigned t = block.thread_rank();
  int v = in[blockIdx.x * 128 + t];
  if (half.meta_group_rank() % 2 == 1) {
    stage[t] = v * 3;
    half.sync();
    v += stage[t ^ 1];
    v = half.shfl_xor(v, 8);
  }
  if (threadIdx.x % 32 < 16) v = cg::reduce(half, v, cg::greater<int>());
  out[blockIdx.x * 128 + t] = v;
}

// Tile scans into a block scan.
extern "C" __global__ void __launch_bounds__(256) block_scan(const int* in, int* out) {
  __shared__ int totals[8];
  cg::thread_block block = cg::this_thread_block();
  auto warp = cg::tiled_partition<32>(block);
  unsigned t = block.thread_rank();
  int x = cg::inclusive_scan(warp, in[blockIdx.x * 256 + t]);
  if (warp.thread_rank() == 31) totals[warp.meta_group_rank()] = x;
  block.sync();
  if (warp.meta_group_rank() == 0) {
    int w = warp.thread_rank() < 8 ? totals[warp.thread_rank()] : 0;
    w = cg::exclusive_scan(warp, w);
    if (warp.thread_rank() < 8) totals[warp.thread_rank()] = w;
  }
  block.sync();
  out[blockIdx.x * 256 + t] = x + totals[warp.meta_group_rank()];
}

// The Programming Guide's type-erased reduction, on the block and on dynamic tiles of four.
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
extern "C" __global__ void __launch_bounds__(256) group_sums(const int* in, int* out) {
  __shared__ int temp[256];
  cg::thread_block block = cg::this_thread_block();
  int v = in[blockIdx.x * 256 + block.thread_rank()];
  int s = reduce_sum(block, temp, v);
  if (block.thread_rank() == 0) out[blockIdx.x] = s;
}
