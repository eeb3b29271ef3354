// RUN: kilnc %s --arch=sm_90 -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --arch=sm_90 -o /dev/null -DREAD_BEFORE_WAIT 2>&1 | FileCheck %s --check-prefix=EARLY
// RUN: kilnc %s --arch=sm_90 -o /dev/null -DHALF_COUNT 2>&1 | FileCheck %s --check-prefix=HALF
// RUN: not kilnc %s --arch=sm_90 -o /dev/null -DSOME_ARRIVE 2>&1 | FileCheck %s --check-prefix=SOME
// Issue 11 (branch sync19): a split-phase cuda::barrier<thread_scope_block>
// initialised with blockDim.x (arrive(), independent work, wait(token)) was
// "an mbarrier wait, whose ordering Kiln does not model": every read after
// the wait warned. When the mbarrier's one init counts the block's threads,
// its one arrive (count 1) runs under block-uniform control, every path
// from the arrive back to it passes the wait on its token, and nothing but
// waits touches it, a phase completes only once every thread arrived: the
// wait orders what each thread did before its arrive (HazardInlineAsm.cpp,
// blockPhaseArrive). A read between arrive and wait is still a race (an
// error); a count below the block keeps the warning, and an arrive only
// some threads run (t < 128) leaves the others unordered (an error).
#include <cuda/barrier>
#include <utility>

__global__ void __launch_bounds__(256) smooth(const float *in, float *out, int steps) {
  __shared__ float row[2][256];
#pragma nv_diag_suppress static_var_with_dynamic_init
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  const int t = threadIdx.x;
  if (t == 0) {
#ifdef HALF_COUNT
    init(&bar, blockDim.x / 2);
#else
    init(&bar, blockDim.x);
#endif
  }
  float mine = in[blockIdx.x * 256 + t];
  row[0][t] = mine;
  __syncthreads();
  for (int s = 0; s < steps; ++s) {
    const float *cur = row[s & 1];
    float *next = row[(s + 1) & 1];
    // HALF: block-phase-mbarrier.cu:[[@LINE+2]]:{{.*}} warning: {{.*}}waits on an mbarrier, whose ordering Kiln does not model
    // SOME: block-phase-mbarrier.cu:[[@LINE+1]]:{{.*}} error: shared-memory race (read-after-write){{.*}}threads
    mine = 0.5f * cur[t] + 0.25f * (cur[(t + 255) % 256] + cur[(t + 1) % 256]);
    next[t] = mine;
#ifdef SOME_ARRIVE
    if (t < 128) {
      auto token = bar.arrive();
      bar.wait(std::move(token));
    }
#else
    auto token = bar.arrive();
#ifdef READ_BEFORE_WAIT
    // EARLY: block-phase-mbarrier.cu:[[@LINE+1]]:{{.*}} error: shared-memory race (read-after-write){{.*}}threads
    mine += next[(t + 1) % 256];
#endif
    bar.wait(std::move(token));
#endif
  }
  out[blockIdx.x * 256 + t] = mine;
}
