// Bilinear 2x upscaling of an image in row bands: each block stages a 17x17 source tile (its
// 16x16 region plus one row and column of apron) in shared memory, then each thread computes one
// or more output pixels from source coordinates computed in floating point, and the next band's
// tile is staged after a barrier.
// LAUNCH: grid=2 block=16,16 tol=1e-4 args=src:f32[4096]:rand dst:f32[16384]:zero width:i32=64 height:i32=64
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define B 16
#define T (B + 1)

extern "C" __global__ void __launch_bounds__(B * B)
resize_bilinear_shared_source_tile(const float *src, float *dst, int width, int height) {
  __shared__ float tile[T][T];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int x0 = blockIdx.x * B;
  for (int y0 = 0; y0 < height; y0 += B) {
    for (int i = ty * B + tx; i < T * T; i += B * B) {
      const int sy = min(y0 + i / T, height - 1), sx = min(x0 + i % T, width - 1);
      tile[i / T][i % T] = src[sy * width + sx];
    }
    __syncthreads();
    for (int oy = ty; oy < 2 * B; oy += B)
      for (int ox = tx; ox < 2 * B; ox += B) {
        const float fy = oy * 0.5f, fx = ox * 0.5f;
        const int iy = (int)fy, ix = (int)fx;
        const float wy = fy - iy, wx = fx - ix;
        const float v = (1.f - wy) * ((1.f - wx) * tile[iy][ix] + wx * tile[iy][ix + 1]) +
                        wy * ((1.f - wx) * tile[iy + 1][ix] + wx * tile[iy + 1][ix + 1]);
        dst[(2 * y0 + oy) * (2 * width) + 2 * x0 + ox] = v;
      }
    __syncthreads();
  }
}
