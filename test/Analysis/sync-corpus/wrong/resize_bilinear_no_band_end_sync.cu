// resize_bilinear_shared_source_tile without the barrier at the end of a band: the next band's
// tile is staged while slower threads still interpolate from the current one (the source
// coordinates are computed in floating point, so the analysis may only say it cannot prove the
// pair apart).
// LAUNCH: grid=2 block=16,16 tol=1e-4 args=src:f32[4096]:rand dst:f32[16384]:zero width:i32=64 height:i32=64
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define B 16
#define T (B + 1)

extern "C" __global__ void __launch_bounds__(B * B)
resize_bilinear_no_band_end_sync(const float *src, float *dst, int width, int height) {
  __shared__ float tile[T][T];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int x0 = blockIdx.x * B;
  for (int y0 = 0; y0 < height; y0 += B) {
    for (int i = ty * B + tx; i < T * T; i += B * B) {
      const int sy = min(y0 + i / T, height - 1), sx = min(x0 + i % T, width - 1);
      // CHECK: resize_bilinear_no_band_end_sync.cu:[[@LINE+1]]: {{error|warning}} race
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
  }
}
