// convolution_columns_halo_steps without the barrier between staging and
// filtering: the tap at j = -1 reads the element staged by the thread one
// row up (threadIdx.y - 1), which may not have stored it yet.
// LAUNCH: grid=4,2 block=16,8 constant=c_Kernel:f32[17]:rand args=d_Dst:f32[8192]:zero d_Src:f32[8192]:rand imageH:i32=128 pitch:i32=64
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define KERNEL_RADIUS 8
#define COL_BX 16
#define COL_BY 8
#define COL_STEPS 8
#define COL_HALO 1

__constant__ float c_Kernel[2 * KERNEL_RADIUS + 1];

extern "C" __global__ void convolution_columns_missing_sync(float *d_Dst, const float *d_Src, int imageH, int pitch) {
  __shared__ float s_Data[COL_BX][(COL_STEPS + 2 * COL_HALO) * COL_BY + 1];
  const int baseX = blockIdx.x * COL_BX + threadIdx.x;
  const int baseY = (blockIdx.y * COL_STEPS - COL_HALO) * COL_BY + threadIdx.y;
#pragma unroll
  for (int i = 0; i < COL_STEPS + 2 * COL_HALO; i++) {
    int y = baseY + i * COL_BY;
    s_Data[threadIdx.x][threadIdx.y + i * COL_BY] = (y >= 0 && y < imageH) ? d_Src[y * pitch + baseX] : 0.0f; // (a)
  }
#pragma unroll
  for (int i = COL_HALO; i < COL_HALO + COL_STEPS; i++) {
    float sum = 0.0f;
#pragma unroll
    for (int j = -KERNEL_RADIUS; j <= KERNEL_RADIUS; j++)
      // CHECK: convolution_columns_missing_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      sum += c_Kernel[KERNEL_RADIUS - j] * s_Data[threadIdx.x][threadIdx.y + i * COL_BY + j];
    d_Dst[(baseY + i * COL_BY) * pitch + baseX] = sum;
  }
}
