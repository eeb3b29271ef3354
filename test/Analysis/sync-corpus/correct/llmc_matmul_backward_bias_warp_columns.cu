// llm.c matmul_backward_bias_kernel4: a block owns 32 output columns; warp w
// sums rows w, w + warps, ... of its lane's column, parks the sum in
// smem[lane + w * 32], and after the barrier warp 0 adds the warps' sums of
// its column.
// LAUNCH: grid=4 block=128 smem=512 args=dbias:f32[128]:zero dout:f32[8192]:rand B:i32=4 T:i32=16 OC:i32=128
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void llmc_matmul_backward_bias_warp_columns(float *dbias, const float *dout, int B, int T, int OC) {
  extern __shared__ float smem[];
  const int warp_id = threadIdx.x / warpSize;
  const int lane_id = threadIdx.x % warpSize;
  const int tl = blockIdx.x * warpSize;
  const int vstep = blockDim.x / warpSize;
  const float *dout_col = dout + tl + lane_id;
  float dout_sum = 0.0f;
  for (int row = warp_id; row < B * T; row += vstep) dout_sum += dout_col[row * OC];
  smem[lane_id + warp_id * warpSize] = dout_sum;
  __syncthreads();
  dout_sum = 0.0f;
  if (warp_id == 0) {
    for (int j = 0; j < vstep; j++) dout_sum += smem[lane_id + j * warpSize];
    dbias[tl + lane_id] += dout_sum;
  }
}
