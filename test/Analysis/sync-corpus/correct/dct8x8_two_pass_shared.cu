// CUDA-samples style DCT8x8 (CUDAkernel1DCT): an 8x8 block of threads per
// 8x8 tile, the tile staged in shared memory, a row pass into a second
// tile, a barrier, a column pass written back over the first tile, a
// barrier, then each thread stores its coefficient.
// LAUNCH: grid=4,4 block=8,8 args=dst:f32[1024]:zero src:f32[1024]:rand stride:i32=32
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BLOCK_SIZE 8

__constant__ float DCTv8matrix[BLOCK_SIZE * BLOCK_SIZE] = {
    0.3535533905932738f,  0.4903926402016152f,  0.4619397662556434f,  0.4157348061512726f,
    0.3535533905932738f,  0.2777851165098011f,  0.1913417161825449f,  0.0975451610080642f,
    0.3535533905932738f,  0.4157348061512726f,  0.1913417161825449f,  -0.0975451610080641f,
    -0.3535533905932737f, -0.4903926402016152f, -0.4619397662556434f, -0.2777851165098011f,
    0.3535533905932738f,  0.2777851165098011f,  -0.1913417161825449f, -0.4903926402016152f,
    -0.3535533905932738f, 0.0975451610080642f,  0.4619397662556433f,  0.4157348061512727f,
    0.3535533905932738f,  0.0975451610080642f,  -0.4619397662556434f, -0.2777851165098011f,
    0.3535533905932737f,  0.4157348061512727f,  -0.1913417161825450f, -0.4903926402016153f,
    0.3535533905932738f,  -0.0975451610080641f, -0.4619397662556434f, 0.2777851165098009f,
    0.3535533905932738f,  -0.4157348061512726f, -0.1913417161825453f, 0.4903926402016152f,
    0.3535533905932738f,  -0.2777851165098010f, -0.1913417161825452f, 0.4903926402016153f,
    -0.3535533905932733f, -0.0975451610080649f, 0.4619397662556437f,  -0.4157348061512720f,
    0.3535533905932738f,  -0.4157348061512727f, 0.1913417161825450f,  0.0975451610080640f,
    -0.3535533905932736f, 0.4903926402016152f,  -0.4619397662556435f, 0.2777851165098022f,
    0.3535533905932738f,  -0.4903926402016152f, 0.4619397662556433f,  -0.4157348061512721f,
    0.3535533905932733f,  -0.2777851165098008f, 0.1913417161825431f,  -0.0975451610080625f};

extern "C" __global__ void dct8x8_two_pass_shared(float *dst, const float *src, int stride) {
  __shared__ float CurBlockLocal1[BLOCK_SIZE * BLOCK_SIZE];
  __shared__ float CurBlockLocal2[BLOCK_SIZE * BLOCK_SIZE];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int offX = blockIdx.x * BLOCK_SIZE + tx;
  const int offY = blockIdx.y * BLOCK_SIZE + ty;
  CurBlockLocal1[ty * BLOCK_SIZE + tx] = src[offY * stride + offX];
  __syncthreads();
  float curelem = 0.0f;
  int DCTv8matrixIndex = 0 * BLOCK_SIZE + ty;
  int CurBlockLocal1Index = 0 * BLOCK_SIZE + tx;
#pragma unroll
  for (int i = 0; i < BLOCK_SIZE; i++) {
    curelem += DCTv8matrix[DCTv8matrixIndex] * CurBlockLocal1[CurBlockLocal1Index];
    DCTv8matrixIndex += BLOCK_SIZE;
    CurBlockLocal1Index += BLOCK_SIZE;
  }
  CurBlockLocal2[ty * BLOCK_SIZE + tx] = curelem;
  __syncthreads();
  curelem = 0.0f;
  int CurBlockLocal2Index = ty * BLOCK_SIZE + 0;
  DCTv8matrixIndex = 0 * BLOCK_SIZE + tx;
#pragma unroll
  for (int i = 0; i < BLOCK_SIZE; i++) {
    curelem += CurBlockLocal2[CurBlockLocal2Index] * DCTv8matrix[DCTv8matrixIndex];
    CurBlockLocal2Index += 1;
    DCTv8matrixIndex += BLOCK_SIZE;
  }
  CurBlockLocal1[ty * BLOCK_SIZE + tx] = curelem;
  __syncthreads();
  dst[offY * stride + offX] = CurBlockLocal1[ty * BLOCK_SIZE + tx];
}
