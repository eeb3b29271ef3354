// llmc_matmul_backward_bias_warp_columns without the barrier between the
// warps parking their column sums and warp 0 adding them: warp 0 reads
// smem[lane + j * 32] that warp j may not have stored yet.
// LAUNCH: grid=4 block=128 smem=512 args=dbias:f32[128]:zero dout:f32[8192]:rand B:i32=4 T:i32=16 OC:i32=128
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void llmc_matmul_backward_bias_no_sync(float *dbias, const float *dout, int B, int T, int OC) {
  extern __shared__ float smem[];
  const int warp_id = threadIdx.x / warpSize;
  const int lane_id = threadIdx.x % warpSize;
  const int tl = blockIdx.x * warpSize;
  const int vstep = blockDim.x / warpSize;
  const float *dout_col = dout + tl + lane_id;
  float dout_sum = 0.0f;
  for (int row = warp_id; row < B * T; row += vstep) dout_sum += dout_col[row * OC];
  smem[lane_id + warp_id * warpSize] = dout_sum;
  dout_sum = 0.0f;
  if (warp_id == 0) {
    // CHECK: llmc_matmul_backward_bias_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    for (int j = 0; j < vstep; j++) dout_sum += smem[lane_id + j * warpSize];
    dbias[tl + lane_id] += dout_sum;
  }
}
