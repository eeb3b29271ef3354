// Column pass of a separable convolution in the CUDA-samples style: a 16x8
// block stages COL_STEPS vertical 8-row steps plus one halo step above and
// below (zero outside the image) into a column-major shared tile, then each
// thread filters its COL_STEPS outputs down the column.
// LAUNCH: grid=4,2 block=16,8 constant=c_Kernel:f32[17]:rand args=d_Dst:f32[8192]:zero d_Src:f32[8192]:rand imageW:i32=64 imageH:i32=128 pitch:i32=64
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define KERNEL_RADIUS 8
#define COL_BX 16
#define COL_BY 8
#define COL_STEPS 8
#define COL_HALO 1

__constant__ float c_Kernel[2 * KERNEL_RADIUS + 1];

extern "C" __global__ void convolution_columns_halo_steps(float *d_Dst, const float *d_Src, int imageW, int imageH,
                                                          int pitch) {
  __shared__ float s_Data[COL_BX][(COL_STEPS + 2 * COL_HALO) * COL_BY + 1];
  const int baseX = blockIdx.x * COL_BX + threadIdx.x;
  const int baseY = (blockIdx.y * COL_STEPS - COL_HALO) * COL_BY + threadIdx.y;

#pragma unroll
  for (int i = COL_HALO; i < COL_HALO + COL_STEPS; i++)
    s_Data[threadIdx.x][threadIdx.y + i * COL_BY] = d_Src[(baseY + i * COL_BY) * pitch + baseX];
#pragma unroll
  for (int i = 0; i < COL_HALO; i++)
    s_Data[threadIdx.x][threadIdx.y + i * COL_BY] =
        (baseY + i * COL_BY >= 0) ? d_Src[(baseY + i * COL_BY) * pitch + baseX] : 0.0f;
#pragma unroll
  for (int i = COL_HALO + COL_STEPS; i < COL_HALO + COL_STEPS + COL_HALO; i++)
    s_Data[threadIdx.x][threadIdx.y + i * COL_BY] =
        (baseY + i * COL_BY < imageH) ? d_Src[(baseY + i * COL_BY) * pitch + baseX] : 0.0f;
  __syncthreads();

#pragma unroll
  for (int i = COL_HALO; i < COL_HALO + COL_STEPS; i++) {
    float sum = 0.0f;
#pragma unroll
    for (int j = -KERNEL_RADIUS; j <= KERNEL_RADIUS; j++)
      sum += c_Kernel[KERNEL_RADIUS - j] * s_Data[threadIdx.x][threadIdx.y + i * COL_BY + j];
    d_Dst[(baseY + i * COL_BY) * pitch + baseX] = sum;
  }
}
