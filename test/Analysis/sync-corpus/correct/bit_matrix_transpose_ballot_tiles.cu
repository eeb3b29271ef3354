// Transposes of 32x32 bit matrices (one 32-bit word a row), eight per block
// of 256 threads: the block loads the 256 rows in a permuted order (row 37i
// mod 256 from word i, a block-strided loop), then warp w takes matrix w,
// lane l holding its row l, and column c of the matrix is __ballot_sync of
// bit c of every lane's row; lane c keeps it. The rows a warp reads were
// stored by other warps: the block barrier orders them.
// LAUNCH: grid=4 block=256 args=in:u32[1024]:rand(0,2147483647) out:u32[1024]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) bit_matrix_transpose_ballot_tiles(const unsigned *in, unsigned *out) {
  __shared__ unsigned rows[256];
  const unsigned t = threadIdx.x, lane = t % 32, warp = t / 32;
  for (unsigned i = t; i < 256; i += blockDim.x)
    rows[(i * 37) % 256] = in[blockIdx.x * 256 + i];
  __syncthreads();
  const unsigned row = rows[warp * 32 + lane];
  unsigned mine = 0;
  for (unsigned c = 0; c < 32; ++c) {
    const unsigned column = __ballot_sync(0xffffffffu, (row >> c) & 1u);
    if (lane == c)
      mine = column;
  }
  out[blockIdx.x * 256 + warp * 32 + lane] = mine;
}
