// Warp-per-row layer norm spelled with shifts: row = blockIdx.x *
// (blockDim.x >> 5) + (threadIdx.x >> 5). The early return on row >= rows
// is the same for every lane of a warp, so the full-mask shuffles and the
// __syncwarp() after it are reached by whole warps.
// LAUNCH: grid=3 block=128 args=out:f32[1280]:zero inp:f32[1280]:rand rows:i32=10 C:i32=128
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void layernorm_warp_row_shift_exit(float *out, const float *inp, int rows, int C) {
  int row = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5);
  int lane = threadIdx.x & 31;
  if (row >= rows) return;
  const float *x = inp + row * C;
  float sum = 0.0f, sq = 0.0f;
  for (int i = lane; i < C; i += 32) {
    sum += x[i];
    sq += x[i] * x[i];
  }
  for (int o = 16; o > 0; o >>= 1) {
    sum += __shfl_xor_sync(0xffffffff, sum, o);
    sq += __shfl_xor_sync(0xffffffff, sq, o);
  }
  __syncwarp();
  float mean = sum / C;
  float rstd = rsqrtf(sq / C - mean * mean + 1e-5f);
  for (int i = lane; i < C; i += 32) out[row * C + i] = (x[i] - mean) * rstd;
}
