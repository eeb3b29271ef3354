// box_sum_radius2_while_ty_tx_halo without the barrier after the halo load:
// a thread sums tile elements that other threads (other rows) load.
// LAUNCH: grid=4,8 block=16,8 args=out:f32[8192]:zero in:f32[8192]:rand w:i32=64 h:i32=128
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BW 16
#define BH 16
#define R 2

extern "C" __global__ void __launch_bounds__(128)
    box_sum_radius2_while_ty_tx_halo_no_sync(float *out, const float *in, int w, int h) {
  __shared__ float tile[BH + 2 * R][BW + 2 * R];
  const int gx0 = blockIdx.x * BW - R, gy0 = blockIdx.y * BH - R;
  int ly = threadIdx.y;
  while (ly < BH + 2 * R) {
    int lx = threadIdx.x;
    while (lx < BW + 2 * R) {
      int gx = gx0 + lx, gy = gy0 + ly;
      tile[ly][lx] = (gx >= 0 && gx < w && gy >= 0 && gy < h) ? in[gy * w + gx] : 0.0f;
      lx += blockDim.x;
    }
    ly += blockDim.y;
  }
  for (int half = 0; half < 2; ++half) {
    const int oy = threadIdx.y + half * 8, ox = threadIdx.x;
    float s = 0.0f;
    for (int dy = 0; dy <= 2 * R; ++dy)
      for (int dx = 0; dx <= 2 * R; ++dx)
        // CHECK: box_sum_radius2_while_ty_tx_halo_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
        s += tile[oy + dy][ox + dx];
    const int x = blockIdx.x * BW + ox, y = blockIdx.y * BH + oy;
    if (x < w && y < h)
      out[y * w + x] = s;
  }
}
