// row_blur_padded_pitch_2d with the pitch written as blockDim.x - 1: the last thread of
// each row and the first of the next write the same element (a write-after-write race
// in one phase; no barrier can order it).
// LAUNCH: grid=4,8 block=32,8 smem=1056 args=out:f32[8192]:zero in:f32[8192]:rand w:i32=128 h:i32=64
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void row_blur_pitch_too_short_2d(float *out, const float *in, int w, int h) {
  extern __shared__ float s[];
  int pitch = blockDim.x - 1;
  int gx = blockIdx.x * blockDim.x + threadIdx.x, gy = blockIdx.y * blockDim.y + threadIdx.y;
  bool inside = gx < w && gy < h;
  // CHECK: row_blur_pitch_too_short_2d.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
  s[threadIdx.y * pitch + threadIdx.x] = inside ? in[gy * w + gx] : 0.f;
  __syncthreads();
  float left = threadIdx.x > 0 ? s[threadIdx.y * pitch + threadIdx.x - 1] : 0.f;
  float right = threadIdx.x + 1 < blockDim.x ? s[threadIdx.y * pitch + threadIdx.x + 1] : 0.f;
  if (inside)
    out[gy * w + gx] = 0.25f * left + 0.5f * s[threadIdx.y * pitch + threadIdx.x] + 0.25f * right;
}
