// Thermal simulation in the style of a classic benchmark suite: each 16x16
// block loads a tile, advances ITER time steps in shared memory (the valid
// region shrinks by one cell per step, a pyramid), and writes the centre.
// The per-thread 'computed' flag decides who copies back between steps.
// LAUNCH: grid=4,4 block=16,16 args=power:f32[2304]:urand temp_src:f32[2304]:urand temp_dst:f32[2304]:zero grid_cols:i32=48 grid_rows:i32=48
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BLOCK_SIZE 16
#define ITER 2
#define SMALL (BLOCK_SIZE - 2 * ITER)
#define IN_RANGE(x, min, max) ((x) >= (min) && (x) <= (max))

extern "C" __global__ void stencil_hotspot_pyramid(const float *power, const float *temp_src, float *temp_dst,
                                                   int grid_cols, int grid_rows) {
  __shared__ float temp_on_cuda[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float power_on_cuda[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float temp_t[BLOCK_SIZE][BLOCK_SIZE];
  const float step = 0.05f, Rx = 0.3f, Ry = 0.3f, Rz = 0.01f, amb = 0.5f;

  int tx = threadIdx.x, ty = threadIdx.y;
  int blkY = SMALL * blockIdx.y - ITER;
  int blkX = SMALL * blockIdx.x - ITER;
  int yidx = blkY + ty, xidx = blkX + tx;
  int index = grid_cols * yidx + xidx;

  if (IN_RANGE(yidx, 0, grid_rows - 1) && IN_RANGE(xidx, 0, grid_cols - 1)) {
    temp_on_cuda[ty][tx] = temp_src[index];
    power_on_cuda[ty][tx] = power[index];
  }
  __syncthreads();

  int validYmin = (blkY < 0) ? -blkY : 0;
  int validYmax = (blkY + BLOCK_SIZE - 1 > grid_rows - 1) ? BLOCK_SIZE - 1 - (blkY + BLOCK_SIZE - grid_rows) : BLOCK_SIZE - 1;
  int validXmin = (blkX < 0) ? -blkX : 0;
  int validXmax = (blkX + BLOCK_SIZE - 1 > grid_cols - 1) ? BLOCK_SIZE - 1 - (blkX + BLOCK_SIZE - grid_cols) : BLOCK_SIZE - 1;
  int N = max(ty - 1, validYmin), S = min(ty + 1, validYmax);
  int W = max(tx - 1, validXmin), E = min(tx + 1, validXmax);

  bool computed = false;
  for (int i = 0; i < ITER; i++) {
    computed = false;
    if (IN_RANGE(tx, i + 1, BLOCK_SIZE - i - 2) && IN_RANGE(ty, i + 1, BLOCK_SIZE - i - 2) &&
        IN_RANGE(tx, validXmin, validXmax) && IN_RANGE(ty, validYmin, validYmax)) {
      computed = true;
      float c = temp_on_cuda[ty][tx];
      temp_t[ty][tx] = c + step * (power_on_cuda[ty][tx] + (temp_on_cuda[S][tx] + temp_on_cuda[N][tx] - 2.0f * c) * Ry +
                                   (temp_on_cuda[ty][E] + temp_on_cuda[ty][W] - 2.0f * c) * Rx + (amb - c) * Rz);
    }
    __syncthreads();
    if (i == ITER - 1) break;
    if (computed) temp_on_cuda[ty][tx] = temp_t[ty][tx];
    __syncthreads();
  }
  if (computed) temp_dst[index] = temp_t[ty][tx];
}
