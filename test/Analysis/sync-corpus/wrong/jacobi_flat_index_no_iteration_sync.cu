// jacobi_flat_index_2d_tile_ping_pong without the barrier that ends an
// iteration: a thread already in iteration it + 1 overwrites the copy its
// neighbours still read in iteration it, and reads cells of iteration it + 1
// they have not written.
// LAUNCH: grid=1 block=128 args=in:f32[240]:rand(0,1) out:f32[240]:zero iters:i32=9
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define H 12
#define W 20

extern "C" __global__ void __launch_bounds__(128) jacobi_flat_index_no_iteration_sync(const float *in, float *out,
                                                                                     int iters) {
  __shared__ float s[2][H][W];
  const int t = threadIdx.x;
  for (int idx = t; idx < H * W; idx += 128)
    s[0][idx / W][idx % W] = in[idx];
  __syncthreads();
  for (int it = 0; it < iters; ++it) {
    const int src = it & 1, dst = src ^ 1;
    for (int idx = t; idx < H * W; idx += 128) {
      int y = idx / W, x = idx % W;
      float v = s[src][y][x];
      if (y > 0 && y < H - 1 && x > 0 && x < W - 1)
        v = 0.25f * (s[src][y - 1][x] + s[src][y + 1][x] + s[src][y][x - 1] + s[src][y][x + 1]);
      // CHECK: jacobi_flat_index_no_iteration_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      s[dst][y][x] = v;
    }
  }
  __syncthreads();
  for (int idx = t; idx < H * W; idx += 128)
    out[idx] = s[iters & 1][idx / W][idx % W];
}
