// red_black_gauss_seidel_tile without the barrier between the red and the
// black half sweep.
// LAUNCH: grid=4 block=16,16 args=out:f32[1024]:zero in:f32[1296]:rand iters:i32=4
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
extern "C" __global__ void __launch_bounds__(256) red_black_no_color_sync(float *out, const float *in, int iters) {
  __shared__ float u[18][18];
  int tx = threadIdx.x, ty = threadIdx.y, t = ty * 16 + tx;
  for (int i = t; i < 324; i += 256) u[i / 18][i % 18] = in[blockIdx.x * 324 + i];
  __syncthreads();
  for (int it = 0; it < iters; it++) {
    for (int color = 0; color < 2; color++) {
      if (((tx + ty) & 1) == color)
        // CHECK: red_black_no_color_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
        u[ty + 1][tx + 1] = 0.25f * (u[ty][tx + 1] + u[ty + 2][tx + 1] + u[ty + 1][tx] + u[ty + 1][tx + 2]);
    }
  }
  out[blockIdx.x * 256 + t] = u[ty + 1][tx + 1];
}
