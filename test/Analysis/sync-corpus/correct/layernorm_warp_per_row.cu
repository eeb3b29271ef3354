// Layer normalisation, one warp per row: mean by __shfl_down_sync and a
// broadcast from lane 0, variance by a butterfly, lane 0 stores the
// statistics; warps past the last row leave early.
// LAUNCH: grid=10 block=128 args=out:f32[4800]:zero mean:f32[40]:zero rstd:f32[40]:zero inp:f32[4800]:rand weight:f32[120]:rand bias:f32[120]:rand N:i32=37 C:i32=120
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void layernorm_warp_per_row(float *out, float *mean, float *rstd, const float *inp,
                                                  const float *weight, const float *bias, int N, int C) {
  int warp = threadIdx.x / 32;
  int lane = threadIdx.x % 32;
  int idx = blockIdx.x * (blockDim.x / 32) + warp;
  if (idx >= N) return;

  const float *x = inp + idx * C;
  float sum = 0.0f;
  for (int i = lane; i < C; i += 32) sum += x[i];
  for (int o = 16; o > 0; o >>= 1) sum += __shfl_down_sync(0xffffffff, sum, o);
  float m = __shfl_sync(0xffffffff, sum, 0) / C;
  if (lane == 0) mean[idx] = m;

  float var = 0.0f;
  for (int i = lane; i < C; i += 32) {
    float d = x[i] - m;
    var += d * d;
  }
  for (int o = 16; o > 0; o >>= 1) var += __shfl_xor_sync(0xffffffff, var, o);
  float s = rsqrtf(var / C + 1e-5f);
  if (lane == 0) rstd[idx] = s;

  for (int c = lane; c < C; c += 32) out[idx * C + c] = (x[c] - m) * s * weight[c] + bias[c];
}
