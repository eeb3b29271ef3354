// fdtd3d_register_queue_halo without the barrier before the plane is restaged:
// the next z step overwrites tile rows that neighbours are still reading.
// LAUNCH: grid=2,4 block=32,8 args=output:f32[49152]:zero input:f32[49152]:rand dimx:i32=64 dimy:i32=32 dimz:i32=24
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define RADIUS 4
#define BX 32
#define BY 8

extern "C" __global__ void fdtd3d_no_plane_reuse_sync(float *output, const float *input, int dimx, int dimy, int dimz) {
  __shared__ float tile[BY + 2 * RADIUS][BX + 2 * RADIUS];
  const float coeff[RADIUS + 1] = {-2.0f, 0.5f, 0.25f, 0.125f, 0.0625f};
  int gtidx = blockIdx.x * BX + threadIdx.x;
  int gtidy = blockIdx.y * BY + threadIdx.y;
  int tx = threadIdx.x + RADIUS;
  int ty = threadIdx.y + RADIUS;
  int stride_y = dimx;
  int stride_z = dimx * dimy;
  bool interior = gtidx >= RADIUS && gtidx < dimx - RADIUS && gtidy >= RADIUS && gtidy < dimy - RADIUS;
  int cx = min(max(gtidx, RADIUS), dimx - RADIUS - 1);
  int cy = min(max(gtidy, RADIUS), dimy - RADIUS - 1);
  int in_idx = cy * stride_y + cx;
  int out_idx = 0;

  float infront[RADIUS];
  float behind[RADIUS];
  float current;
  for (int i = RADIUS - 2; i >= 0; i--) {
    behind[i] = input[in_idx];
    in_idx += stride_z;
  }
  current = input[in_idx];
  out_idx = in_idx;
  in_idx += stride_z;
  for (int i = 0; i < RADIUS; i++) {
    infront[i] = input[in_idx];
    in_idx += stride_z;
  }
  behind[RADIUS - 1] = 0.0f;

  for (int iz = RADIUS; iz < dimz - RADIUS; iz++) {
    for (int i = RADIUS - 1; i > 0; i--) behind[i] = behind[i - 1];
    behind[0] = current;
    current = infront[0];
    for (int i = 0; i < RADIUS - 1; i++) infront[i] = infront[i + 1];
    infront[RADIUS - 1] = input[min(in_idx, dimx * dimy * dimz - 1)];
    in_idx += stride_z;
    out_idx += stride_z;

    if (threadIdx.y < RADIUS) {
      // CHECK: fdtd3d_no_plane_reuse_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      tile[threadIdx.y][tx] = input[out_idx - RADIUS * stride_y];
      tile[threadIdx.y + BY + RADIUS][tx] = input[out_idx + BY * stride_y];
    }
    if (threadIdx.x < RADIUS) {
      tile[ty][threadIdx.x] = input[out_idx - RADIUS];
      tile[ty][threadIdx.x + BX + RADIUS] = input[out_idx + BX];
    }
    tile[ty][tx] = current;
    __syncthreads();

    float value = coeff[0] * current;
    for (int i = 1; i <= RADIUS; i++) {
      value += coeff[i] * (infront[i - 1] + behind[i - 1] + tile[ty - i][tx] + tile[ty + i][tx] + tile[ty][tx - i] + tile[ty][tx + i]);
    }
    if (interior) output[out_idx] = value;
  }
}
