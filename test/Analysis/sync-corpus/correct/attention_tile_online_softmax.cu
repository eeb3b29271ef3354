// Tiled attention forward with an online softmax (flash-attention style), one block
// per (query tile, head), one thread per query row. One extern __shared__ buffer is
// carved by pointer arithmetic into the query tile, the key and value tiles and a
// score row per thread. Per key tile: a cooperative block-strided load of K and V,
// a barrier, each thread's scores into its own row of S, the running max/sum
// rescale, the P*V accumulation in registers, and a barrier before the next load.
// LAUNCH: grid=2,2 block=64 smem=41216 args=Q:f32[16384]:rand K:f32[16384]:rand V:f32[16384]:rand O:f32[16384]:zero seqLen:i32=128 scale:f32=0.125
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define HEAD_DIM 64
#define BR 64
#define BC 32

extern "C" __global__ void attention_tile_online_softmax(const float *Q, const float *K, const float *V, float *O,
                                                         int seqLen, float scale) {
  extern __shared__ float smem[];
  float *sQ = smem;
  float *sK = sQ + BR * HEAD_DIM;
  float *sV = sK + BC * HEAD_DIM;
  float *sS = sV + BC * HEAD_DIM;  // BR rows of BC + 1

  const int tx = threadIdx.x;
  const size_t headOff = (size_t)blockIdx.y * seqLen * HEAD_DIM;
  const int q0 = blockIdx.x * BR;

  for (int i = tx; i < BR * HEAD_DIM; i += blockDim.x) sQ[i] = Q[headOff + (size_t)q0 * HEAD_DIM + i];

  float acc[HEAD_DIM];
#pragma unroll
  for (int d = 0; d < HEAD_DIM; d++) acc[d] = 0.0f;
  float rowMax = -INFINITY, rowSum = 0.0f;
  float *myS = sS + tx * (BC + 1);

  for (int k0 = 0; k0 < seqLen; k0 += BC) {
    for (int i = tx; i < BC * HEAD_DIM; i += blockDim.x) {
      sK[i] = K[headOff + (size_t)k0 * HEAD_DIM + i];
      sV[i] = V[headOff + (size_t)k0 * HEAD_DIM + i];
    }
    __syncthreads();

    float tileMax = -INFINITY;
    for (int j = 0; j < BC; j++) {
      float dot = 0.0f;
#pragma unroll 16
      for (int d = 0; d < HEAD_DIM; d++) dot += sQ[tx * HEAD_DIM + d] * sK[j * HEAD_DIM + d];
      dot *= scale;
      myS[j] = dot;
      tileMax = fmaxf(tileMax, dot);
    }
    float newMax = fmaxf(rowMax, tileMax);
    float correction = __expf(rowMax - newMax);
    float tileSum = 0.0f;
    for (int j = 0; j < BC; j++) {
      float p = __expf(myS[j] - newMax);
      myS[j] = p;
      tileSum += p;
    }
#pragma unroll
    for (int d = 0; d < HEAD_DIM; d++) {
      float pv = 0.0f;
      for (int j = 0; j < BC; j++) pv += myS[j] * sV[j * HEAD_DIM + d];
      acc[d] = acc[d] * correction + pv;
    }
    rowSum = rowSum * correction + tileSum;
    rowMax = newMax;
    __syncthreads();
  }

  float inv = 1.0f / rowSum;
  for (int d = 0; d < HEAD_DIM; d++) O[headOff + (size_t)(q0 + tx) * HEAD_DIM + d] = acc[d] * inv;
}
