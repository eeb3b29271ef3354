// @realcode Rodinia-style HotSpot step: a 16 x 16 tile of temperature and power in shared memory with a one-cell halo clamped at the chip edge, the RC-network update with the capacitance, resistances and ambient temperature as float arguments, three steps ping-ponged.
// @let R = 4096
// @let C = 4096
// @buf power f32[R * C] uniform(0, 0.5)
// @buf t0 f32[R * C] uniform(320, 345)
// @buf t1 f32[R * C] zero
// @launch hotspot_step grid(C / 16, R / 16) block(16, 16) args(power, t0, t1, i32(R), i32(C), f32(0.0002), f32(0.05), f32(0.05), f32(0.03), f32(0.001))
// @launch hotspot_step grid(C / 16, R / 16) block(16, 16) args(power, t1, t0, i32(R), i32(C), f32(0.0002), f32(0.05), f32(0.05), f32(0.03), f32(0.001))
// @launch hotspot_step grid(C / 16, R / 16) block(16, 16) args(power, t0, t1, i32(R), i32(C), f32(0.0002), f32(0.05), f32(0.05), f32(0.03), f32(0.001))
// @check t1 rel=1e-5 abs=1e-3
// @check t0 rel=1e-5 abs=1e-3
#include <cuda_runtime.h>

#define BLOCK 16
#define AMB_TEMP 80.0f

__global__ void hotspot_step(const float *power, const float *temp_src, float *temp_dst, int rows, int cols,
                             float step_div_cap, float rx_1, float ry_1, float rz_1, float unused) {
  __shared__ float temp_on_cuda[BLOCK + 2][BLOCK + 2];
  __shared__ float power_on_cuda[BLOCK][BLOCK];
  int tx = threadIdx.x, ty = threadIdx.y;
  int gx = blockIdx.x * BLOCK + tx, gy = blockIdx.y * BLOCK + ty;
  int index = gy * cols + gx;
  temp_on_cuda[ty + 1][tx + 1] = temp_src[index];
  power_on_cuda[ty][tx] = power[index];
  // Halo: edge threads fetch the neighbour, clamped to the chip border.
  if (ty == 0) temp_on_cuda[0][tx + 1] = temp_src[max(gy - 1, 0) * cols + gx];
  if (ty == BLOCK - 1) temp_on_cuda[BLOCK + 1][tx + 1] = temp_src[min(gy + 1, rows - 1) * cols + gx];
  if (tx == 0) temp_on_cuda[ty + 1][0] = temp_src[gy * cols + max(gx - 1, 0)];
  if (tx == BLOCK - 1) temp_on_cuda[ty + 1][BLOCK + 1] = temp_src[gy * cols + min(gx + 1, cols - 1)];
  __syncthreads();
  float c = temp_on_cuda[ty + 1][tx + 1];
  float n = temp_on_cuda[ty][tx + 1], s = temp_on_cuda[ty + 2][tx + 1];
  float w = temp_on_cuda[ty + 1][tx], e = temp_on_cuda[ty + 1][tx + 2];
  float delta = step_div_cap * (power_on_cuda[ty][tx] + (s + n - 2.0f * c) * ry_1 + (e + w - 2.0f * c) * rx_1 +
                                (AMB_TEMP - c) * rz_1);
  temp_dst[index] = c + delta + 0.0f * unused;
}
