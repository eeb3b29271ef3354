// RUN: kilnc %s --arch=sm_90 --emit=simt -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --arch=sm_90 --emit=simt -o /dev/null -DWAIT_TOO_FEW 2>&1 | FileCheck %s --check-prefix=FEW
// RUN: not kilnc %s --arch=sm_90 --emit=simt -o /dev/null -DNO_RELEASE 2>&1 | FileCheck %s --check-prefix=RELEASE
// Issue 11 (branch sync25): a cp.async still in flight when its loop goes
// round counts the back edges it crossed (LoopMarker::iterations, in loops
// that commit groups), so its stage `(k + 2) % 3` is compared with the
// reader's `k % 3` as the stage of iteration k - d, not any stage; a copy
// issued before the loop (`stage[s]` of the prologue, s pinned by its
// crossings of the prologue loop) meets the loop's accesses in the iteration
// its crossings of the loop name (the first when none). Before, every such
// pair warned "may overlap an asynchronous copy".
#include <cuda_pipeline.h>
#define T 128
#define S 3
#ifdef WAIT_TOO_FEW
#define KEEP S
#else
#define KEEP (S - 1)
#endif
extern "C" __global__ void __launch_bounds__(T) ring(const float *in, float *out, int n) {
  __shared__ float stage[S][T];
  const int t = threadIdx.x;
  for (int s = 0; s < S - 1; ++s) {
    if (s < n) __pipeline_memcpy_async(&stage[s][t], &in[s * T + t], sizeof(float));
    __pipeline_commit();
  }
  float acc = 0.0f;
  for (int k = 0; k < n; ++k) {
    // RELEASE: :[[@LINE+1]]:{{[0-9]+}}: error: shared-memory race (write-after-read){{.*}}threads
    if (k + S - 1 < n) __pipeline_memcpy_async(&stage[(k + S - 1) % S][t], &in[(k + S - 1) * T + t], sizeof(float));
    __pipeline_commit();
    __pipeline_wait_prior(KEEP);
    __syncthreads();
    // FEW: :[[@LINE+1]]:{{[0-9]+}}: error: shared-memory race (read-after-write)
    acc += stage[k % S][(t + 1) % T];
#ifndef NO_RELEASE
    __syncthreads();
#endif
  }
  out[t] = acc;
}
