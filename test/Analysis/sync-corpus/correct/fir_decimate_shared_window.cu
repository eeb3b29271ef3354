// Decimating FIR filter: each block produces blockDim.x outputs per chunk, output o
// taking TAPS inputs ending at o * DECIM + TAPS - 1. The chunk's input window,
// blockDim.x * DECIM + TAPS - 1 samples, is staged in dynamic shared memory by a
// block-strided loop; a grid-stride loop over chunks reuses the window, with a
// barrier after the load and one after the filter.
// LAUNCH: grid=3 block=64 smem=1148 constant=c_taps:f32[32]:rand args=x:f32[4127]:rand y:f32[1024]:zero nChunks:i32=16 nOut:i32=1000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TAPS 32
#define DECIM 4

__constant__ float c_taps[TAPS];

extern "C" __global__ void fir_decimate_shared_window(const float *x, float *y, int nChunks, int nOut) {
  extern __shared__ float win[];
  const int t = threadIdx.x;
  const int span = blockDim.x * DECIM + TAPS - 1;
  for (int chunk = blockIdx.x; chunk < nChunks; chunk += gridDim.x) {
    const int inBase = chunk * blockDim.x * DECIM;
    for (int i = t; i < span; i += blockDim.x) win[i] = x[inBase + i];
    __syncthreads();

    float acc = 0.0f;
#pragma unroll 8
    for (int k = 0; k < TAPS; k++) acc += c_taps[k] * win[t * DECIM + TAPS - 1 - k];
    const int o = chunk * blockDim.x + t;
    if (o < nOut) y[o] = acc;
    __syncthreads();
  }
}
