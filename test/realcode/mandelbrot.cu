// @realcode Mandelbrot escape counts on a 4096 x 4096 grid, up to 1024 iterations: compute-bound and divergent, one thread per pixel, 2-D launch.
// @let W = 4096
// @let H = 4096
// @buf iters i32[W * H] zero
// @launch mandelbrot_kernel grid(W / 32, H / 8) block(32, 8) args(iters, i32(W), i32(H), f32(-2.0), f32(-1.25), f32(2.5 / 4096), i32(1024))
// @check iters frac=1e-4 (escape counts on the set boundary depend on where FMAs are contracted)
#include <cuda_runtime.h>

__global__ void mandelbrot_kernel(int *out, int width, int height, float x0, float y0, float step, int max_iter) {
  int px = blockIdx.x * blockDim.x + threadIdx.x;
  int py = blockIdx.y * blockDim.y + threadIdx.y;
  if (px >= width || py >= height) return;
  float cr = x0 + px * step, ci = y0 + py * step;
  float zr = 0.0f, zi = 0.0f;
  int it = 0;
  while (it < max_iter && zr * zr + zi * zi <= 4.0f) {
    float t = zr * zr - zi * zi + cr;
    zi = 2.0f * zr * zi + ci;
    zr = t;
    ++it;
  }
  out[py * width + px] = it;
}
