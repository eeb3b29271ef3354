// In-place mip pyramid with only one barrier per level: a thread overwrites
// tile[ty][tx] while the thread whose quad contains that element may still
// be reading it.
// LAUNCH: grid=2,2 block=16,16 tol=1e-5 args=img:f32[1024]:rand levels:f32[340]:zero width:i32=32
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 16

extern "C" __global__ void mip_pyramid_in_place_one_sync(const float *img, float *levels, int width) {
  __shared__ float tile[T][T];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int b = blockIdx.y * gridDim.x + blockIdx.x;
  tile[ty][tx] = img[(blockIdx.y * T + ty) * width + blockIdx.x * T + tx];
  __syncthreads();

  int out_base = b * 85;
  for (int w = T / 2; w >= 1; w >>= 1) {
    float v = 0.0f;
    if (tx < w && ty < w) {
      v = 0.25f * (tile[2 * ty][2 * tx] + tile[2 * ty][2 * tx + 1] + tile[2 * ty + 1][2 * tx] +
                   tile[2 * ty + 1][2 * tx + 1]);
      // CHECK: mip_pyramid_in_place_one_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      tile[ty][tx] = v;
      levels[out_base + ty * w + tx] = v;
    }
    out_base += w * w;
    __syncthreads();
  }
}
