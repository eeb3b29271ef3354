// @realcode 1-D Jacobi smoothing in shared memory where the block synchronises through the arrive-wait barrier primitives of <cuda_awbarrier_primitives.h> (__mbarrier_init, __mbarrier_arrive, a __mbarrier_test_wait spin on the token) instead of __syncthreads(), as code written for Ampere's split arrive/wait did: each thread reads its neighbours after the phase in which they wrote, then writes its own point after the next phase, for 16 sweeps of a 1024-point tile per block.
// @let N = 1 << 24
// @let T = 1024
// @buf in f32[N] uniform(-1, 1)
// @buf out f32[N] zero
// @launch jacobi_awbarrier grid(N / T) block(T) args(in, out, i32(16))
// @check out abs=1e-5 rel=1e-5
#include <cuda_awbarrier_primitives.h>

#define TILE 1024

__device__ __forceinline__ void phase(__mbarrier_t *bar) {
  __mbarrier_token_t token = __mbarrier_arrive(bar);
  while (!__mbarrier_test_wait(bar, token)) {
  }
}

__global__ void __launch_bounds__(TILE) jacobi_awbarrier(const float *__restrict__ in, float *__restrict__ out,
                                                         int sweeps) {
  __shared__ __mbarrier_t bar;
  __shared__ float u[TILE + 2];
  const int t = threadIdx.x;
  const int base = blockIdx.x * TILE;
  if (t == 0) {
    __mbarrier_init(&bar, blockDim.x);
    u[0] = 0.0f;
    u[TILE + 1] = 0.0f;
  }
  u[t + 1] = in[base + t];
  __syncthreads();
  for (int s = 0; s < sweeps; ++s) {
    float next = 0.25f * u[t] + 0.5f * u[t + 1] + 0.25f * u[t + 2];
    phase(&bar); // everyone has read the old values
    u[t + 1] = next;
    phase(&bar); // everyone has written the new ones
  }
  out[base + t] = u[t + 1];
}
