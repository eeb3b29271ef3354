// Toolkit-sample style tiled GEMM (AS/BS macros, two-address k loop) whose second
// barrier was moved up next to the first: nothing separates one tile's inner
// product from the next tile's loads, so thread (0, 0) can overwrite As[0][0] while
// thread (1, 0) still reads it.
// LAUNCH: kernel=_Z17matrixMulTemplateILi16EEvPfPKfS2_iiff grid=4,3 block=16,16 args=C:f32[3072]:rand A:f32[2304]:rand B:f32[3072]:rand wA:i32=48 wB:i32=64 alpha:f32=1.5 beta:f32=0.5
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define AS(i, j) As[i][j]
#define BS(i, j) Bs[i][j]

template <int BLOCK_SIZE>
__global__ void matrixMulTemplate(float *C, const float *A, const float *B, int wA, int wB, float alpha,
                                  float beta) {
  int bx = blockIdx.x, by = blockIdx.y;
  int tx = threadIdx.x, ty = threadIdx.y;

  int aBegin = wA * BLOCK_SIZE * by;
  int aEnd = aBegin + wA - 1;
  int aStep = BLOCK_SIZE;
  int bBegin = BLOCK_SIZE * bx;
  int bStep = BLOCK_SIZE * wB;

  float Csub = 0.0f;
  for (int a = aBegin, b = bBegin; a <= aEnd; a += aStep, b += bStep) {
    __shared__ float As[BLOCK_SIZE][BLOCK_SIZE];
    __shared__ float Bs[BLOCK_SIZE][BLOCK_SIZE];
    // CHECK: matmul_sdk_second_sync_moved_up.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE+6]]{{(,|$)}}
    AS(ty, tx) = A[a + wA * ty + tx];
    BS(ty, tx) = B[b + wB * ty + tx];
    __syncthreads();
    __syncthreads();
#pragma unroll
    for (int k = 0; k < BLOCK_SIZE; ++k) Csub += AS(ty, k) * BS(k, tx);
  }

  int c = wB * BLOCK_SIZE * by + BLOCK_SIZE * bx;
  C[c + wB * ty + tx] = alpha * Csub + beta * C[c + wB * ty + tx];
}

template __global__ void matrixMulTemplate<16>(float *, const float *, const float *, int, int, float, float);
