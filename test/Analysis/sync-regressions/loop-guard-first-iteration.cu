// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --emit=simt -o /dev/null -DWRONG 2>&1 | FileCheck %s
// Issue 11 (branch sync17): vLLM's paged attention stages q with thread
// groups of two, `for (i = tid / 2; i < 8; i += 64)`: only threads 0..15 pass
// the loop test, each once. The race check took every thread into the first
// iteration, so threads 32 and 17 "met" at qv[16] (thread 32's i = 16 fails
// `i < 8`). The first-iteration witness now counts only the threads whose
// loop test lets them in (runsIteration(.., 0)). The twin puts four threads
// on a group (`tid / 4`): threads 0 and 2 write qv[0][0] in that iteration.
__global__ void __launch_bounds__(128) stage_q(const float4 *q, float *out) {
  __shared__ float4 qv[2][8];
  const int tid = threadIdx.x;
#ifdef WRONG
  // CHECK: loop-guard-first-iteration.cu:[[@LINE+2]]:{{.*}} error: shared-memory race (write-after-write){{.*}}threads {{[0-9]+}} and {{[0-9]+}}{{.*}}qv[{{[0-9]+}}]{{.*}}first iteration
  for (int i = tid / 4; i < 8; i += 32)
    qv[tid % 2][i] = q[tid];
#else
  for (int i = tid / 2; i < 8; i += 64)
    qv[tid % 2][i] = q[(tid % 2) + i * 2];
#endif
  __syncthreads();
  float4 v = qv[tid % 2][tid % 8];
  out[tid] = v.x + v.y;
}
