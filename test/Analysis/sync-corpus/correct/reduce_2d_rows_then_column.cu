// Two-level reduction in a 32x8 block: every row of the shared tile is
// reduced by its own threads with a blockDim.x-derived stride, then column 0
// is reduced by the threads of column 0 with a blockDim.y-derived stride.
// LAUNCH: grid=16 block=32,8 args=in:f32[4096]:rand out:f32[16]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void reduce_2d_rows_then_column(const float *in, float *out) {
  __shared__ float sm[8][32];
  unsigned int tx = threadIdx.x, ty = threadIdx.y;
  sm[ty][tx] = in[blockIdx.x * 256 + ty * 32 + tx];
  __syncthreads();
  for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tx < s) sm[ty][tx] += sm[ty][tx + s];
    __syncthreads();
  }
  for (unsigned int s = blockDim.y / 2; s > 0; s >>= 1) {
    if (tx == 0 && ty < s) sm[ty][0] += sm[ty + s][0];
    __syncthreads();
  }
  if (tx == 0 && ty == 0) out[blockIdx.x] = sm[0][0];
}
