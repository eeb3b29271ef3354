// Row pass of a separable convolution in the style of the early toolkit
// sample: 24-bit multiplies through an IMUL macro, an apron of KERNEL_RADIUS
// pixels on each side, the loads starting at an apron origin aligned down to
// a half-warp boundary (so the first threads of the block load nothing) and
// clamped at the image edge; the block is KERNEL_RADIUS_ALIGNED + ROW_TILE_W
// + KERNEL_RADIUS threads, so its last thread loads the apron's end. One
// barrier, then the threads of the tile proper convolve.
// LAUNCH: grid=4,6 block=88 constant=c_Kernel:f32[17]:urand args=d_Result:f32[1536]:zero d_Data:f32[1536]:rand dataW:i32=256 dataH:i32=6
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define IMUL(a, b) __mul24(a, b)
#define KERNEL_RADIUS 8
#define KERNEL_W (2 * KERNEL_RADIUS + 1)
#define ROW_TILE_W 64
#define KERNEL_RADIUS_ALIGNED 16

__constant__ float c_Kernel[KERNEL_W];

extern "C" __global__ void convolution_rows_imul_apron_aligned(float *d_Result, const float *d_Data, int dataW,
                                                               int dataH) {
  __shared__ float data[KERNEL_RADIUS + ROW_TILE_W + KERNEL_RADIUS];

  const int tileStart = IMUL(blockIdx.x, ROW_TILE_W);
  const int tileEnd = tileStart + ROW_TILE_W - 1;
  const int apronStart = tileStart - KERNEL_RADIUS;
  const int apronEnd = tileEnd + KERNEL_RADIUS;

  const int tileEndClamped = min(tileEnd, dataW - 1);
  const int apronStartClamped = max(apronStart, 0);
  const int apronEndClamped = min(apronEnd, dataW - 1);

  const int rowStart = IMUL(blockIdx.y, dataW);
  const int apronStartAligned = tileStart - KERNEL_RADIUS_ALIGNED;

  const int loadPos = apronStartAligned + threadIdx.x;
  if (loadPos >= apronStart) {
    const int smemPos = loadPos - apronStart;
    data[smemPos] = ((loadPos >= apronStartClamped) && (loadPos <= apronEndClamped)) ? d_Data[rowStart + loadPos] : 0.0f;
  }
  __syncthreads();

  const int writePos = tileStart + threadIdx.x;
  if (writePos <= tileEndClamped) {
    const int smemPos = writePos - apronStart;
    float sum = 0;
#pragma unroll
    for (int k = -KERNEL_RADIUS; k <= KERNEL_RADIUS; k++)
      sum += data[smemPos + k] * c_Kernel[KERNEL_RADIUS - k];
    d_Result[rowStart + writePos] = sum;
  }
}
