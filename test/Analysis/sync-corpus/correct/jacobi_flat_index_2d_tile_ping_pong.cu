// Jacobi relaxation of a 12x20 tile held by one block of 128 threads, which
// walk the tile's cells with one flat index (y = idx / W, x = idx % W) and
// ping-pong between two copies selected by the iteration's parity; the
// iteration count is an argument. One barrier per iteration.
// LAUNCH: grid=1 block=128 args=in:f32[240]:rand(0,1) out:f32[240]:zero iters:i32=9
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define H 12
#define W 20

extern "C" __global__ void __launch_bounds__(128) jacobi_flat_index_2d_tile_ping_pong(const float *in, float *out,
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
      s[dst][y][x] = v;
    }
    __syncthreads();
  }
  for (int idx = t; idx < H * W; idx += 128)
    out[idx] = s[iters & 1][idx / W][idx % W];
}
