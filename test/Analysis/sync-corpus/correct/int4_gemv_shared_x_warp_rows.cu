// Weight-only int4 GEMV (LLM decode style): the activation vector is staged in dynamic shared
// memory by the whole block, then each warp takes one output row (a warp-uniform early exit
// past the last row, after the barrier), stages that row's group scales in its own row of
// s_scale (lanes stride over the groups, __syncwarp before the lanes read each other's), and
// dequantises eight 4-bit weights per 32-bit word, reducing with full-mask shuffles.
// LAUNCH: grid=3 block=256 smem=2048 args=y:f32[20]:zero x:f32[512]:rand w:u32[1280]:rand(0,2147483647) scales:f32[80]:rand n_rows:i32=20 k:i32=512
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define WARPS 8
#define GROUP 128
#define MAX_GROUPS 32

extern "C" __global__ void __launch_bounds__(WARPS * 32)
int4_gemv_shared_x_warp_rows(float *y, const float *x, const unsigned *w, const float *scales,
                             int n_rows, int k) {
  extern __shared__ float s_x[];
  __shared__ float s_scale[WARPS][MAX_GROUPS];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  for (int i = threadIdx.x; i < k; i += blockDim.x) s_x[i] = x[i];
  __syncthreads();

  const int row = blockIdx.x * WARPS + warp;
  if (row >= n_rows) return;
  const int groups = k / GROUP;
  for (int g = lane; g < groups; g += 32) s_scale[warp][g] = scales[row * groups + g];
  __syncwarp();

  const unsigned *wr = w + row * (k / 8);
  float acc = 0.f;
  for (int c = lane; c < k / 8; c += 32) {
    const unsigned packed = wr[c];
    const float sc = s_scale[warp][(c * 8) / GROUP];
#pragma unroll
    for (int j = 0; j < 8; ++j) {
      const int q = (int)((packed >> (4 * j)) & 15u) - 8;
      acc += (float)q * sc * s_x[c * 8 + j];
    }
  }
  for (int off = 16; off > 0; off >>= 1) acc += __shfl_xor_sync(0xffffffffu, acc, off);
  if (lane == 0) y[row] = acc;
}
