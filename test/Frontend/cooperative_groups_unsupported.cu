// The cooperative-groups APIs kilnc does not implement are errors at the user's line that name
// the API and say what to use instead (clang's "is unavailable"), never a missing symbol.
// Multi-warp tiles (cooperative_groups_multi_warp.cu) have the toolkit's API: no shfl_down,
// shfl_up, shfl_xor, ballot or match (nvcc: "has no member"); a tile of 2048 threads is a
// static_assert with the toolkit's message.
// RUN: not kilnc %s --emit=mlir -DTILE64_SHFL_DOWN 2>&1 | FileCheck %s --check-prefix=T64
// RUN: not kilnc %s --emit=mlir -DTILE2048 2>&1 | FileCheck %s --check-prefix=T2048
// T64: cooperative_groups_unsupported.cu:{{[0-9]+}}:{{[0-9]+}}: error: no member named 'shfl_down' in 'cooperative_groups::thread_block_tile<64, cooperative_groups::thread_block>'
// T2048: error: static assertion failed {{.*}}Size must be one of 64/128/256/512
// RUN: not kilnc %s --emit=mlir -DMULTI_GRID 2>&1 | FileCheck %s --check-prefix=MG
// The cuda::atomic destinations of reduce_update_async / *_scan_update need the toolkit's
// libcu++ (cooperative_groups_atomic_destinations.cu has them); without a toolkit they are
// unavailable, with what to do instead.
// RUN: not kilnc %s --emit=mlir --cuda-path=none -DREDUCE_UPDATE 2>&1 | FileCheck %s --check-prefix=RU
// RUN: not kilnc %s --emit=mlir --cuda-path=none -DSCAN_UPDATE 2>&1 | FileCheck %s --check-prefix=SU
// RUN: kilnc %s --emit=mlir -DSUPPORTED -o /dev/null 2>&1 | FileCheck %s --allow-empty --check-prefix=OK
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

struct fake_atomic { unsigned v; };

#ifdef TILE64_SHFL_DOWN
__global__ void k(int *out) {
  auto tile = cg::tiled_partition<64>(cg::this_thread_block());
  out[threadIdx.x] = tile.shfl_down(int(threadIdx.x), 1);
}
#endif

#ifdef TILE2048
__global__ void k(int *out) {
  auto tile = cg::tiled_partition<2048>(cg::this_thread_block());
  out[0] = tile.thread_rank();
}
#endif

#ifdef MULTI_GRID
__global__ void k(int *out) {
  cg::this_multi_grid().sync();
  // MG: cooperative_groups_unsupported.cu:[[@LINE-1]]:{{[0-9]+}}: error: 'this_multi_grid' is unavailable: cooperative_groups::this_multi_grid() (multi-device cooperative launch) is not supported by kilnc (and removed in CUDA 13)
  out[0] = 0;
}
#endif

#ifdef REDUCE_UPDATE
__global__ void k(fake_atomic *dst, unsigned v) {
  auto tile = cg::tiled_partition<32>(cg::this_thread_block());
  cg::reduce_update_async(tile, *dst, v, cg::plus<unsigned>());
  // RU: cooperative_groups_unsupported.cu:[[@LINE-1]]:{{[0-9]+}}: error: 'reduce_update_async<{{.*}}>' is unavailable: cooperative_groups::reduce_update_async (a cuda::atomic destination) needs libcu++ (<cuda/atomic>, from the CUDA toolkit), which kilnc did not find
}
#endif

#ifdef SCAN_UPDATE
__global__ void k(fake_atomic *dst, unsigned v, unsigned *out) {
  auto tile = cg::tiled_partition<32>(cg::this_thread_block());
  out[0] = cg::exclusive_scan_update(tile, *dst, v);
  // SU: cooperative_groups_unsupported.cu:[[@LINE-1]]:{{[0-9]+}}: error: 'exclusive_scan_update<{{.*}}>' is unavailable: cooperative_groups::exclusive_scan_update (a cuda::atomic destination) needs libcu++ (<cuda/atomic>, from the CUDA toolkit), which kilnc did not find
}
#endif

#ifdef SUPPORTED
// The supported neighbours of those APIs still resolve: a pointer reduce_store_async and a
// 32-thread tile of a block.
__global__ void k(unsigned *dst, unsigned v) {
  auto tile = cg::tiled_partition<32>(cg::this_thread_block());
  cg::reduce_store_async(tile, dst, v, cg::plus<unsigned>());
}
// OK-NOT: error
#endif
