// RUN: kilnc %s --arch=sm_90 -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --arch=sm_90 -o /dev/null -DSAME_STAGE 2>&1 | FileCheck %s --check-prefix=SAME
// Issue 11 (branch sync21): temporal blocking of a 1-D stencil in shared
// memory (each time step s reads u[s & 1] and writes u[(s + 1) & 1] over
// `for (i = t + s + 1; i < W - s - 1; i += 256)`, W = 264: only threads
// t < 6 - 2s run a second iteration) was a false error "threads 32 and 24
// ... when their block-strided loop iterations are 1 apart": a start and a
// loop test that read the time step s were not evaluated, so every thread
// was taken to run every iteration. They are now evaluated for each value s
// takes (a thread runs iteration k if it does under some value; a pair
// found so is an error only when one value of s shows it, else a warning),
// and two accesses of one pass through one strided loop with nothing
// synchronising in its body are compared at every iteration distance too
// (other threads may be in other iterations), not only in the first.
// Writing the stage being read (-DSAME_STAGE) is an error with threads that
// collide under one value of s.
#define N 256
#define STEPS 4
#define W (N + 2 * STEPS)

__global__ void __launch_bounds__(N) heat(const float *in, float *out, int n) {
  __shared__ float u[2][W];
  int t = threadIdx.x;
  for (int i = t; i < W; i += N)
    u[0][i] = in[min(max((int)(blockIdx.x * N) - STEPS + i, 0), n - 1)];
  __syncthreads();
  for (int s = 0; s < STEPS; ++s) {
    const float *cur = u[s & 1];
#ifdef SAME_STAGE
    float *next = u[s & 1];
#else
    float *next = u[(s + 1) & 1];
#endif
    for (int i = t + s + 1; i < W - s - 1; i += N)
      // SAME: strided-loop-counter-bounds.cu:[[@LINE+1]]:{{[0-9]+}}: error: shared-memory race (read-after-write){{.*}}threads 255 and 0{{.*}}when their block-strided loop iterations are 1 apart, when the counter of the loop at line [[#@LINE-8]] is 0
      next[i] = cur[i] + 0.25f * (cur[i - 1] - 2.0f * cur[i] + cur[i + 1]);
    __syncthreads();
  }
  out[blockIdx.x * N + t] = u[STEPS & 1][t + STEPS];
}
