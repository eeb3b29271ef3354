// @realcode 1-D stencil of radius 8 with the block's window and halos staged in shared memory, weights in __constant__.
// @let N = 1 << 26
// @let R = 8
// @let B = 512
// @buf in f32[N + 2 * R] uniform(-1, 1)
// @buf out f32[N] zero
// @const c_weights f32[2 * R + 1] uniform(0, 0.1)
// @launch stencil_1d grid(N / B) block(B) args(in, out, i32(N))
// @check out abs=1e-5 rel=1e-5
#include <cuda_runtime.h>

#define RADIUS 8
#define BLOCK_SIZE 512

__constant__ float c_weights[2 * RADIUS + 1];

// in holds n + 2 * RADIUS elements: out[i] is centred on in[i + RADIUS].
__global__ void stencil_1d(const float *in, float *out, int n) {
  __shared__ float temp[BLOCK_SIZE + 2 * RADIUS];
  int gindex = threadIdx.x + blockIdx.x * blockDim.x + RADIUS;
  int lindex = threadIdx.x + RADIUS;
  temp[lindex] = in[gindex];
  if (threadIdx.x < RADIUS) {
    temp[lindex - RADIUS] = in[gindex - RADIUS];
    temp[lindex + BLOCK_SIZE] = in[gindex + BLOCK_SIZE];
  }
  __syncthreads();
  float result = 0.0f;
#pragma unroll
  for (int offset = -RADIUS; offset <= RADIUS; offset++) result += c_weights[offset + RADIUS] * temp[lindex + offset];
  if (gindex - RADIUS < n) out[gindex - RADIUS] = result;
}
