// RUN: kilnc %s --arch=sm_90 -o /dev/null 2>&1 | FileCheck %s --check-prefix=CLEAN --implicit-check-not=warning: --implicit-check-not=error:
// RUN: not kilnc %s --arch=sm_90 -o /dev/null -DREAD_BEFORE_WAIT 2>&1 | FileCheck %s --check-prefix=EARLY
// RUN: not kilnc %s --arch=sm_90 -o /dev/null -DWRITE_BEFORE_RELEASE 2>&1 | FileCheck %s --check-prefix=LATE
// Issue 11 (branch sync20): a block-scope cuda::pipeline (make_pipeline(block,
// &state)) drew "cannot prove absence of a race" warnings on every stage
// access, and on libcu++'s own mbarrier statements: its shared state's
// address sat in a local struct copied by value (simt-split-struct-copies
// lets SROA split it), and a wait on a stage's `produced` barrier was "an
// mbarrier wait whose ordering Kiln does not model". The pipeline's stage
// barriers (arrays of mbarriers in one shared global, each initialised with
// the block's thread count, arrived on once by every thread and waited on
// by parity) now order what is marked at their arrives (HazardInlineAsm.cpp,
// pipelineFamily). A read before consumer_wait() and a write to the stage
// before consumer_release() stay races. One warning stays: the prologue's
// two collective copies (stages 0 and 1, no wait between them) are placed
// only somewhere in xs (libcu++'s copy loop steps by the group's size,
// blockDim.x * blockDim.y * blockDim.z), so they may overlap.
// CLEAN: cp_async_shared_global.h:{{[0-9:]+}} warning: shared-memory race (write-after-write){{.*}}asynchronous copy
#include <cooperative_groups.h>
#include <cuda/pipeline>

namespace cg = cooperative_groups;

__global__ void __launch_bounds__(128) staged(const float *x, float *out, int chunks) {
  __shared__ alignas(16) float xs[2][128];
#pragma nv_diag_suppress static_var_with_dynamic_init
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 2> state;
  cg::thread_block block = cg::this_thread_block();
  auto pipe = cuda::make_pipeline(block, &state);
  const int t = threadIdx.x;
  int fetched = 0;
  for (; fetched < 2 && fetched < chunks; ++fetched) {
    pipe.producer_acquire();
    cuda::memcpy_async(block, xs[fetched % 2], x + fetched * 128, cuda::aligned_size_t<16>(512), pipe);
    pipe.producer_commit();
  }
  float acc = 0.0f;
  for (int c = 0; c < chunks; ++c) {
#ifdef READ_BEFORE_WAIT
    // EARLY: pipeline-stage-barriers.cu:[[@LINE+1]]:{{[0-9]+}}: error: shared-memory race
    acc += xs[c % 2][t];
#endif
    pipe.consumer_wait();
    for (int j = 0; j < 128; ++j)
      acc += xs[c % 2][(t + j) % 128];
#ifdef WRITE_BEFORE_RELEASE
    // LATE: pipeline-stage-barriers.cu:[[@LINE+1]]:{{[0-9]+}}: error: shared-memory race
    xs[c % 2][t] = 0.0f;
#endif
    pipe.consumer_release();
    if (fetched < chunks) {
      pipe.producer_acquire();
      cuda::memcpy_async(block, xs[fetched % 2], x + fetched * 128, cuda::aligned_size_t<16>(512), pipe);
      pipe.producer_commit();
      ++fetched;
    }
  }
  out[blockIdx.x * 128 + t] = acc;
}
