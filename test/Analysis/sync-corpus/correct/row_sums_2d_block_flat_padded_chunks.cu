// Row sums of a row-major matrix with a 2-D block (32 x 8): the block stages
// a chunk of 8 rows x 32 columns through shared memory per trip, loading it
// with the flat thread index over a bound rounded up to a multiple of the
// block's size (so every thread makes every trip); then each warp (one
// threadIdx.y) reduces one staged row with shuffles and adds it to its
// running sum.
// LAUNCH: grid=4 block=32,8 args=a:f32[6400]:rand sums:f32[32]:zero ncols:i32=200
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) row_sums_2d_block_flat_padded_chunks(const float *a, float *sums,
                                                                                       int ncols) {
  __shared__ float stage[8][33];
  const int flat = threadIdx.y * blockDim.x + threadIdx.x;
  const int nthreads = blockDim.x * blockDim.y;
  const int row0 = blockIdx.x * 8;
  const int chunks = (ncols + 31) / 32;
  const int padded = (chunks * 256 + nthreads - 1) / nthreads * nthreads;
  float acc = 0.0f;
  for (int e = flat; e < padded; e += nthreads) {
    const int chunk = e / 256, r = (e / 32) % 8, c = e % 32;
    const int col = chunk * 32 + c;
    stage[r][c] = e < chunks * 256 && col < ncols ? a[(row0 + r) * ncols + col] : 0.0f;
    __syncthreads();
    float v = stage[threadIdx.y][(threadIdx.x + 1) & 31];
#pragma unroll
    for (int o = 16; o > 0; o >>= 1)
      v += __shfl_xor_sync(0xffffffffu, v, o);
    acc += v;
    __syncthreads();
  }
  if (threadIdx.x == 0)
    sums[row0 + threadIdx.y] = acc;
}
