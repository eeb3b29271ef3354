// RUN: kilnc %s --arch=sm_90 --emit=simt -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --arch=sm_90 --emit=simt -o /dev/null -DNO_REUSE_WAIT 2>&1 | FileCheck %s
// Issue 11 (branch sync25): libcu++'s cuda::memcpy_async with a block-scope
// cuda::barrier is, on sm_90, a cp.async.bulk completing on the barrier's
// mbarrier after an mbarrier.expect_tx of the same bytes. Such a copy (with a
// byte count known here) is an exact write in flight until the phase its
// thread's arrive took part in completes: the barrier stays a block-wide
// phase barrier (blockPhaseArrive) with the copies' bytes expected in the
// arrive's block, and the wait on the arrive's token orders the copies for
// every thread. Before, the copy was an opaque write of the whole tile and
// every pair warned. Without the second arrive_and_wait, the next tile's copy
// meets a neighbour's read: an error with a witness.
#include <cuda/barrier>
extern "C" __global__ void __launch_bounds__(256) k(const float4 *in, float4 *out, int n) {
  __shared__ float4 tile[256];
#pragma nv_diag_suppress static_var_with_dynamic_init
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  const int t = threadIdx.x;
  if (t == 0) init(&bar, blockDim.x);
  __syncthreads();
  for (int i = 0; i < n; ++i) {
    cuda::memcpy_async(&tile[t], &in[i * 256 + t], cuda::aligned_size_t<16>(sizeof(float4)), bar);
    bar.arrive_and_wait();
    out[i * 256 + t] = tile[(t + 1) % 256];
#ifndef NO_REUSE_WAIT
    bar.arrive_and_wait();
#endif
  }
}
// CHECK: error: shared-memory race (write-after-read){{.*}}threads
