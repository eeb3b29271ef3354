// layernorm_warp_row_shift_exit with a row per half warp (threadIdx.x >> 4) but
// still full-mask shuffles: the early return on row >= rows can send one half of a
// warp away while the other half shuffles with lanes that left.
// LAUNCH: grid=3 block=128 args=out:f32[1280]:zero inp:f32[1280]:rand rows:i32=9 C:i32=128
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void layernorm_half_warp_row_exit(float *out, const float *inp, int rows, int C) {
  int row = blockIdx.x * (blockDim.x >> 4) + (threadIdx.x >> 4);
  int lane = threadIdx.x & 15;
  if (row >= rows) return;
  const float *x = inp + row * C;
  float sum = 0.0f, sq = 0.0f;
  for (int i = lane; i < C; i += 16) {
    sum += x[i];
    sq += x[i] * x[i];
  }
  for (int o = 16; o > 0; o >>= 1) {
    // CHECK: layernorm_half_warp_row_exit.cu:[[@LINE+1]]: error warp-mask threads={{[^ ]+}} lanes={{[^- ]+}} index={{[^ ]+}} lines={{([0-9]+,)*}}11{{(,|$)}}
    sum += __shfl_xor_sync(0xffffffff, sum, o);
    sq += __shfl_xor_sync(0xffffffff, sq, o);
  }
  __syncwarp();
  float mean = sum / C;
  float rstd = rsqrtf(sq / C - mean * mean + 1e-5f);
  for (int i = lane; i < C; i += 16) out[row * C + i] = (x[i] - mean) * rstd;
}
