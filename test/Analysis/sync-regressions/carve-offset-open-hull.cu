// RUN: kilnc %s --arch=sm_90 -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --arch=sm_90 -o /dev/null -DOVERLAP 2>&1 | FileCheck %s
// Issue 11 (branch sync27): warps copy their slices of a dynamic shared
// buffer with cg::memcpy_async beside a block-wide copy into `s + 1024`, and
// the kernel reads `s[1024 + threadIdx.x]`. Three rules keep it silent:
// - the read indexes the carve at s + 1024 from the base (its constant
//   addend says which carve), so it does not bound the block to 1024
//   threads as an index into the carve [0, 1024) would (no shape was left,
//   and the check fell back to 1024 threads);
// - the store `o[blockIdx.x * 256 + threadIdx.x]` bounds the block to 256;
// - the block copy's loop runs to a length the copy computes at run time:
//   its addresses still only rise from s + 1024, above every warp slice (a
//   hull open above), and its byte-wise fallback, behind an alignment test
//   that always holds, is run by no thread.
// With the slices reaching past s[1024] (-DOVERLAP) the copies meet.
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cuda/barrier>
namespace cg = cooperative_groups;

#ifdef OVERLAP
#define SLICE 160
#else
#define SLICE 64
#endif

__global__ void slices(const float *g, float *o) {
  extern __shared__ float s[];
  auto block = cg::this_thread_block();
  auto warp = cg::tiled_partition<32>(block);
  cg::memcpy_async(warp, s + warp.meta_group_rank() * SLICE, g + blockIdx.x * 512 + warp.meta_group_rank() * 64,
                   sizeof(float) * 64);
  // CHECK: carve-offset-open-hull.cu:[[@LINE+1]]:{{.*}} error: shared-memory race
  cg::memcpy_async(block, s + 1024, cuda::aligned_size_t<16>(sizeof(float) * 256), g + blockIdx.x * 512 + 256,
                   cuda::aligned_size_t<16>(sizeof(float) * 256));
  cg::wait(block);
  o[blockIdx.x * 256 + threadIdx.x] = s[threadIdx.x] + s[1024 + threadIdx.x];
}
