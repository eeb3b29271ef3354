// conv2d_channels_halo_tile_loop without the barrier at the end of a channel:
// the next channel's tile load overwrites elements other threads still read.
// LAUNCH: grid=2,2 block=16,16 args=in:f32[4624]:rand w:f32[36]:rand out:f32[1024]:zero C:i32=4
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 16
#define H (T + 2)
#define W 34

extern "C" __global__ void conv2d_channels_no_end_sync(const float *in, const float *w, float *out, int C) {
  __shared__ float tile[H][H];
  int tx = threadIdx.x, ty = threadIdx.y;
  int ox = blockIdx.x * T, oy = blockIdx.y * T;
  float acc = 0.0f;
  for (int c = 0; c < C; ++c) {
    const float *plane = in + c * W * W;
    for (int i = ty * T + tx; i < H * H; i += T * T) {
      int r = i / H, q = i % H;
      // CHECK: conv2d_channels_no_end_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      tile[r][q] = plane[(oy + r) * W + ox + q];
    }
    __syncthreads();
    for (int dy = 0; dy < 3; ++dy)
      for (int dx = 0; dx < 3; ++dx) acc += w[c * 9 + dy * 3 + dx] * tile[ty + dy][tx + dx];
  }
  out[(oy + ty) * (2 * T) + ox + tx] = acc;
}
