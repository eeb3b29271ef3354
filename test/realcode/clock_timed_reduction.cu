// @realcode The CUDA samples' clock sample: each block takes clock() at its start and end (thread 0 writes both to a timer array), in between a shared-memory min-reduction that leaves the block's minimum in shared[0]; the timings are the sample's output, not a result to compare, so only the reductions are checked, with clock64 and the %globaltimer-based timers written too.
// @let NUM_BLOCKS = 4096
// @let NUM_THREADS = 256
// @buf input f32[2 * NUM_THREADS * NUM_BLOCKS] uniform(-1000, 1000)
// @buf output f32[NUM_BLOCKS] zero
// @buf timer i64[2 * NUM_BLOCKS] zero
// @buf timer64 i64[2 * NUM_BLOCKS] zero
// @launch timedReduction grid(NUM_BLOCKS) block(NUM_THREADS) shared(2 * NUM_THREADS * 4) args(input, output, timer, timer64)
// @check output exact
#include <cuda_runtime.h>

__global__ static void timedReduction(const float *input, float *output, clock_t *timer, long long *timer64) {
  extern __shared__ float shared[];

  const int tid = threadIdx.x;
  const int bid = blockIdx.x;
  const float *blockInput = input + 2 * blockDim.x * bid;

  if (tid == 0) {
    timer[bid] = clock();
    timer64[bid] = clock64();
  }

  shared[tid] = blockInput[tid];
  shared[tid + blockDim.x] = blockInput[tid + blockDim.x];

  for (int d = blockDim.x; d > 0; d /= 2) {
    __syncthreads();
    if (tid < d) {
      float f0 = shared[tid];
      float f1 = shared[tid + d];
      if (f1 < f0) shared[tid] = f1;
    }
  }

  if (tid == 0) output[bid] = shared[0];

  __syncthreads();

  if (tid == 0) {
    timer[bid + gridDim.x] = clock();
    unsigned long long t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    timer64[bid + gridDim.x] = (long long)t;
  }
}

// The sample launches it from host code; a file-scope wrapper keeps the static kernel referenced.
void launch_timed_reduction(const float *in, float *out, clock_t *t, long long *t64, int blocks, int threads) {
  timedReduction<<<blocks, threads, sizeof(float) * 2 * threads>>>(in, out, t, t64);
}
