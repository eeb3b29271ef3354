// The cooperative-groups APIs kilnc does not implement are errors at the user's line that name
// the API and say what to use instead (clang's "is unavailable"), never a missing symbol.
// RUN: not kilnc %s --emit=mlir -DBLOCK_TILE_MEMORY 2>&1 | FileCheck %s --check-prefix=BTM
// RUN: not kilnc %s --emit=mlir -std=c++20 -DTILE64 2>&1 | FileCheck %s --check-prefix=T64
// C++17, nvcc's dialect and the default for .cu files, has no constraints: the tile templates
// static_assert instead, and the instantiation notes lead to the user's line.
// RUN: not kilnc %s --emit=mlir -DTILE64 2>&1 | FileCheck %s --check-prefix=T64-CXX17
// T64-CXX17: error: static assertion failed due to requirement '64U <= 32': thread_block_tile: Size must be one of 1/2/4/8/16/32 (kilnc has no multi-warp tiles)
// T64-CXX17: cooperative_groups_unsupported.cu:{{[0-9]+}}:{{[0-9]+}}: note: in instantiation of
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

#ifdef BLOCK_TILE_MEMORY
__global__ void k(int *out) {
  __shared__ cg::block_tile_memory<256> scratch;
  // BTM: cooperative_groups_unsupported.cu:[[@LINE-1]]:{{[0-9]+}}: error: 'block_tile_memory<256>' is unavailable: cooperative_groups::block_tile_memory (multi-warp tiles) is not supported by kilnc
  cg::thread_block block = cg::this_thread_block(scratch);
  // BTM: cooperative_groups_unsupported.cu:[[@LINE-1]]:{{[0-9]+}}: error: 'this_thread_block<256U, 8U, 32U>' is unavailable: this_thread_block(block_tile_memory&)
  out[0] = block.thread_rank();
}
#endif

#ifdef TILE64
__global__ void k(int *out) {
  cg::thread_block block = cg::this_thread_block();
  auto tile = cg::tiled_partition<64>(block);
  // T64: cooperative_groups_unsupported.cu:[[@LINE-1]]:{{[0-9]+}}: error: 'tiled_partition<64U, cooperative_groups::thread_block>' is unavailable: tiled_partition<Size> with Size > 32 (a multi-warp tile) is not supported by kilnc
  out[0] = 0;
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
