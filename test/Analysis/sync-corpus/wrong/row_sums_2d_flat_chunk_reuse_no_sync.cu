// row_sums_2d_block_flat_padded_chunks without the barrier at the end of a
// trip: lane x stages the next chunk's stage[y][x] while lane x - 1 of the same warp still reads it.
// LAUNCH: grid=4 block=32,8 args=a:f32[6400]:rand sums:f32[32]:zero ncols:i32=200
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) row_sums_2d_flat_chunk_reuse_no_sync(const float *a, float *sums,
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
    // CHECK: row_sums_2d_flat_chunk_reuse_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    stage[r][c] = e < chunks * 256 && col < ncols ? a[(row0 + r) * ncols + col] : 0.0f;
    __syncthreads();
    float v = stage[threadIdx.y][(threadIdx.x + 1) & 31];
#pragma unroll
    for (int o = 16; o > 0; o >>= 1)
      v += __shfl_xor_sync(0xffffffffu, v, o);
    acc += v;
  }
  if (threadIdx.x == 0)
    sums[row0 + threadIdx.y] = acc;
}
