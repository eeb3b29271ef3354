// Not yet accepted (kept out of the lit run): a two-stage cg::memcpy_async pipeline. The hazard
// analysis cannot bound the offsets of memcpy_async's strided copy loops within one stage of
// `stage[2][256]`, so the next stage's copy looks like it may overlap the copy still in flight
// ("may overlap an asynchronous copy ... that no cp.async wait has retired"). CUDA runs it
// correctly; kilnc --auto-sync does not help (no barrier orders a copy in flight).
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;

extern "C" __global__ void cg_async_pipeline(const float* in, float* out, int tiles) {
  __shared__ __align__(16) float stage[2][256];
  cg::thread_block block = cg::this_thread_block();
  unsigned t = block.thread_rank();
  float acc = 0.0f;
  cg::memcpy_async(block, stage[0], in, sizeof(float) * 256);
  for (int k = 0; k < tiles; ++k) {
    if (k + 1 < tiles) {
      cg::memcpy_async(block, stage[(k + 1) & 1], in + (k + 1) * 256, sizeof(float) * 256);
      cg::wait_prior<1>(block);
    } else {
      cg::wait(block);
    }
    acc += stage[k & 1][(t * 7) % 256] * (float)(k + 1);
    block.sync();
  }
  out[blockIdx.x * 256 + t] = acc;
}
