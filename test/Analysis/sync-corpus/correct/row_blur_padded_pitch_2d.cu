// A 2-D block stages its tile in dynamic shared memory with a padded row pitch of
// blockDim.x + 1 (the bank-conflict padding of the CUDA samples) and blurs each row
// with its left and right neighbours after the barrier.
// LAUNCH: grid=4,8 block=32,8 smem=1056 args=out:f32[8192]:zero in:f32[8192]:rand w:i32=128 h:i32=64
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void row_blur_padded_pitch_2d(float *out, const float *in, int w, int h) {
  extern __shared__ float s[];
  int pitch = blockDim.x + 1;
  int gx = blockIdx.x * blockDim.x + threadIdx.x, gy = blockIdx.y * blockDim.y + threadIdx.y;
  bool inside = gx < w && gy < h;
  s[threadIdx.y * pitch + threadIdx.x] = inside ? in[gy * w + gx] : 0.f;
  __syncthreads();
  float left = threadIdx.x > 0 ? s[threadIdx.y * pitch + threadIdx.x - 1] : 0.f;
  float right = threadIdx.x + 1 < blockDim.x ? s[threadIdx.y * pitch + threadIdx.x + 1] : 0.f;
  if (inside)
    out[gy * w + gx] = 0.25f * left + 0.5f * s[threadIdx.y * pitch + threadIdx.x] + 0.25f * right;
}
