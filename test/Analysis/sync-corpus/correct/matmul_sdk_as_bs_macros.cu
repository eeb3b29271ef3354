// Tiled GEMM in the old toolkit-sample style: the tiles are reached through
// AS(i, j) / BS(i, j) accessor macros, the k loop walks two addresses at once
// (`for (a = aBegin, b = bBegin; a <= aEnd; a += aStep, b += bStep)`), the shared
// tiles are declared inside the loop body, and the kernel is a template on the
// block size, instantiated for 16 and 8. C = alpha * A * B + beta * C with the
// matrix sizes multiples of the tile.
// LAUNCH: kernel=_Z17matrixMulTemplateILi16EEvPfPKfS2_iiff grid=4,3 block=16,16 args=C:f32[3072]:rand A:f32[2304]:rand B:f32[3072]:rand wA:i32=48 wB:i32=64 alpha:f32=1.5 beta:f32=0.5
// LAUNCH: kernel=_Z17matrixMulTemplateILi8EEvPfPKfS2_iiff grid=8,6 block=8,8 args=C:f32[3072]:rand A:f32[2304]:rand B:f32[3072]:rand wA:i32=48 wB:i32=64 alpha:f32=1.5 beta:f32=0.5
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
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
    AS(ty, tx) = A[a + wA * ty + tx];
    BS(ty, tx) = B[b + wB * ty + tx];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < BLOCK_SIZE; ++k) Csub += AS(ty, k) * BS(k, tx);
    __syncthreads();
  }

  int c = wB * BLOCK_SIZE * by + BLOCK_SIZE * bx;
  C[c + wB * ty + tx] = alpha * Csub + beta * C[c + wB * ty + tx];
}

template __global__ void matrixMulTemplate<16>(float *, const float *, const float *, int, int, float, float);
template __global__ void matrixMulTemplate<8>(float *, const float *, const float *, int, int, float, float);
