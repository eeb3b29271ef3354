// @realcode The CUDA samples' SobolQRNG kernel: per-dimension direction numbers (32 per dimension) staged in shared memory, each thread starts from the Gray code of its first index by XOR-ing the direction numbers of its set bits, then strides by the total thread count, updating the state with the direction number of the lowest zero bit of the old stride-aligned index (__ffs), writing floats scaled by 2^-32; grid.y is the dimension.
// @let N_VECTORS = 1 << 20
// @let N_DIMENSIONS = 32
// @buf d_directions u32[32 * N_DIMENSIONS] uniform(1, 4294967295)
// @buf d_output f32[N_VECTORS * N_DIMENSIONS] zero
// @launch sobolGPU_kernel grid(64, N_DIMENSIONS) block(64) args(u32(N_VECTORS), u32(N_DIMENSIONS), d_directions, d_output)
// @check d_output exact
#include <cuda_runtime.h>

#define k_2powneg32 2.3283064E-10F
#define n_directions 32

__global__ void sobolGPU_kernel(unsigned n_vectors, unsigned n_dimensions, unsigned *d_directions, float *d_output) {
  __shared__ unsigned int v[n_directions];

  d_directions = d_directions + n_directions * blockIdx.y;
  d_output = d_output + n_vectors * blockIdx.y;

  if (threadIdx.x < n_directions) v[threadIdx.x] = d_directions[threadIdx.x];

  __syncthreads();

  int i0 = threadIdx.x + blockIdx.x * blockDim.x;
  int stride = gridDim.x * blockDim.x;

  unsigned int g = i0 ^ (i0 >> 1);
  unsigned int X = 0;
  unsigned int mask;

  for (unsigned int k = 0; k < __ffs(stride) - 1; k++) {
    mask = -(g & 1);
    X ^= mask & v[k];
    g = g >> 1;
  }

  if (i0 < n_vectors) d_output[i0] = (float)X * k_2powneg32;

  unsigned int v_log2stridem1 = v[__ffs(stride) - 2];
  unsigned int v_stridemask = stride - 1;

  for (unsigned int i = i0 + stride; i < n_vectors; i += stride) {
    X ^= v_log2stridem1 ^ v[__ffs(~((i - stride) | v_stridemask)) - 1];
    d_output[i] = (float)X * k_2powneg32;
  }
}
