// stencil_2d_halo_ty_tx_loops without the barrier after the halo loops: a thread
// reads its neighbours' tile elements before they are loaded.
// LAUNCH: grid=4,4 block=16,16 args=out:f32[4096]:zero in:f32[4096]:rand n:i32=64
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 16

extern "C" __global__ void __launch_bounds__(256) stencil_2d_halo_ty_tx_loops_no_sync(float *out, const float *in, int n) {
  __shared__ float tile[T + 2][T + 2];
  const int x0 = blockIdx.x * T - 1, y0 = blockIdx.y * T - 1;
  for (int y = threadIdx.y; y < T + 2; y += blockDim.y)
    for (int x = threadIdx.x; x < T + 2; x += blockDim.x) {
      int gx = min(max(x0 + x, 0), n - 1), gy = min(max(y0 + y, 0), n - 1);
      tile[y][x] = in[gy * n + gx];
    }
  const int tx = threadIdx.x + 1, ty = threadIdx.y + 1;
  const int gx = blockIdx.x * T + threadIdx.x, gy = blockIdx.y * T + threadIdx.y;
  if (gx < n && gy < n)
    // CHECK: stencil_2d_halo_ty_tx_loops_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    out[gy * n + gx] = 0.5f * tile[ty][tx] +
                       0.125f * (tile[ty - 1][tx] + tile[ty + 1][tx] + tile[ty][tx - 1] + tile[ty][tx + 1]);
}
