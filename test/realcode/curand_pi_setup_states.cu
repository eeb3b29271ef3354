// @realcode Monte Carlo pi in the CUDA-samples style: one kernel runs curand_init(seed, id, 0, &states[id]) into a global state array, a second copies the state to a register, draws curand_uniform pairs, stores it back, and reduces the hit counts in shared memory.
// @let T = 1 << 18
// @let B = 256
// @let S = 256
// @buf states u32[T * 12] zero
// @buf counts u32[T / B] zero
// @launch setup_states grid(T / B) block(B) args(states, u64(1234))
// @launch count_inside grid(T / B) block(B) args(states, i32(S), counts)
// @launch count_inside grid(T / B) block(B) args(states, i32(S), counts)
// @check counts exact
#include <curand_kernel.h>
#include <cstdio>

__global__ void setup_states(curandState *states, unsigned long long seed) {
  int id = threadIdx.x + blockIdx.x * blockDim.x;
  curand_init(seed, id, 0, &states[id]);
}

__global__ void count_inside(curandState *states, int samples, unsigned int *block_counts) {
  __shared__ unsigned int counts[256];
  int id = threadIdx.x + blockIdx.x * blockDim.x;
  curandState local = states[id];
  unsigned int inside = 0;
  for (int i = 0; i < samples; ++i) {
    float x = curand_uniform(&local);
    float y = curand_uniform(&local);
    if (x * x + y * y <= 1.0f)
      ++inside;
  }
  states[id] = local;
  counts[threadIdx.x] = inside;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      counts[threadIdx.x] += counts[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    block_counts[blockIdx.x] += counts[0];
}

int main() {
  const int threads = 1 << 18;
  curandState *states;
  unsigned int *counts;
  cudaMalloc(&states, threads * sizeof(curandState));
  cudaMalloc(&counts, threads / 256 * sizeof(unsigned int));
  setup_states<<<threads / 256, 256>>>(states, 1234ULL);
  count_inside<<<threads / 256, 256>>>(states, 256, counts);
  cudaDeviceSynchronize();
  printf("done\n");
  return 0;
}
