// convolution_rows_imul_apron_aligned without the barrier between loading the
// apron tile and convolving: a thread reads neighbours other threads load.
// LAUNCH: grid=4,6 block=88 constant=c_Kernel:f32[17]:urand args=d_Result:f32[1536]:zero d_Data:f32[1536]:rand dataW:i32=256 dataH:i32=6
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define IMUL(a, b) __mul24(a, b)
#define KERNEL_RADIUS 8
#define KERNEL_W (2 * KERNEL_RADIUS + 1)
#define ROW_TILE_W 64
#define KERNEL_RADIUS_ALIGNED 16

__constant__ float c_Kernel[KERNEL_W];

extern "C" __global__ void convolution_rows_imul_no_apron_sync(float *d_Result, const float *d_Data, int dataW,
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

  const int writePos = tileStart + threadIdx.x;
  if (writePos <= tileEndClamped) {
    const int smemPos = writePos - apronStart;
    float sum = 0;
#pragma unroll
    for (int k = -KERNEL_RADIUS; k <= KERNEL_RADIUS; k++)
      // CHECK: convolution_rows_imul_no_apron_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      sum += data[smemPos + k] * c_Kernel[KERNEL_RADIUS - k];
    d_Result[rowStart + writePos] = sum;
  }
}
