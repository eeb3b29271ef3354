// Row sums of 16-wide tiles with a 2-D block (16x16 threads): a block row is
// half a warp, so each row reduces with __shfl_xor_sync over a width of 16
// (the offsets stay inside the row's 16 lanes), the row's first thread parks
// the sum in shared memory, and after a barrier the first row sums the 16 row
// sums the same way.
// LAUNCH: grid=4 block=16,16 args=in:f32[1024]:rand rows:f32[64]:zero total:f32[4]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define W 16

__device__ __forceinline__ float row_sum16(float v) {
#pragma unroll
  for (int o = W / 2; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o, W);
  return v;
}

extern "C" __global__ void row_sums_shfl_width16_2d_block(const float *in, float *rows, float *total) {
  __shared__ float part[W];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const float v = in[(blockIdx.x * W + ty) * W + tx];
  const float s = row_sum16(v);
  if (tx == 0) {
    part[ty] = s;
    rows[blockIdx.x * W + ty] = s;
  }
  __syncthreads();
  if (ty < 2) {
    const float t = row_sum16(part[tx]);
    if (ty == 0 && tx == 0) total[blockIdx.x] = t;
  }
}
