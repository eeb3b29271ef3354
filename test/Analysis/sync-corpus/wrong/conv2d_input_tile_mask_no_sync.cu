// conv2d_input_tile_mask without the barrier between the tile load and the mask: the
// interior threads read neighbours' elements of Ns before they are stored.
// LAUNCH: grid=6,6 block=16,16 constant=F:f32[25]:rand args=N:f32[4096]:rand P:f32[4096]:zero width:i32=64 height:i32=64
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define R 2
#define IN_TILE 16
#define OUT_TILE (IN_TILE - 2 * R)

__constant__ float F[2 * R + 1][2 * R + 1];

extern "C" __global__ void __launch_bounds__(256) conv2d_input_tile_mask_no_sync(const float *N, float *P, int width, int height) {
  __shared__ float Ns[IN_TILE][IN_TILE];
  int col = blockIdx.x * OUT_TILE + threadIdx.x - R;
  int row = blockIdx.y * OUT_TILE + threadIdx.y - R;
  bool inside = row >= 0 && row < height && col >= 0 && col < width;
  Ns[threadIdx.y][threadIdx.x] = inside ? N[row * width + col] : 0.0f;
  int tc = threadIdx.x - R, tr = threadIdx.y - R;
  if (inside && tc >= 0 && tc < OUT_TILE && tr >= 0 && tr < OUT_TILE) {
    float v = 0.0f;
    for (int fr = 0; fr < 2 * R + 1; fr++)
      for (int fc = 0; fc < 2 * R + 1; fc++)
        // CHECK: conv2d_input_tile_mask_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
        v += F[fr][fc] * Ns[tr + fr][tc + fc];
    P[row * width + col] = v;
  }
}

