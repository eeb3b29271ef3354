// Mip-map pyramid of a 16x16 tile in place: at every level the threads of the
// w x w corner average their 2x2 quad into a register, a barrier ends all
// reads of the level, then they overwrite the corner and a second barrier
// publishes it, the usual fix for an in-place reduction whose readers and
// writers differ. Each level is also written out.
// LAUNCH: grid=2,2 block=16,16 tol=1e-5 args=img:f32[1024]:rand levels:f32[340]:zero width:i32=32
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 16

extern "C" __global__ void mip_pyramid_register_staged_levels(const float *img, float *levels, int width) {
  __shared__ float tile[T][T];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int b = blockIdx.y * gridDim.x + blockIdx.x;
  tile[ty][tx] = img[(blockIdx.y * T + ty) * width + blockIdx.x * T + tx];
  __syncthreads();

  int out_base = b * 85;
  for (int w = T / 2; w >= 1; w >>= 1) {
    float v = 0.0f;
    if (tx < w && ty < w)
      v = 0.25f * (tile[2 * ty][2 * tx] + tile[2 * ty][2 * tx + 1] + tile[2 * ty + 1][2 * tx] +
                   tile[2 * ty + 1][2 * tx + 1]);
    __syncthreads();
    if (tx < w && ty < w) {
      tile[ty][tx] = v;
      levels[out_base + ty * w + tx] = v;
    }
    out_base += w * w;
    __syncthreads();
  }
}
