// Decimating FIR with a grid-stride loop over chunks but no barrier at the end of a
// chunk: a fast thread's load of the next window overwrites samples a slower thread
// is still filtering (thread 1 stores win[1] of the next chunk while thread 0 may
// still read win[1] of this one).
// LAUNCH: grid=3 block=64 smem=1148 constant=c_taps:f32[32]:rand args=x:f32[4127]:rand y:f32[1024]:zero nChunks:i32=16 nOut:i32=1000
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TAPS 32
#define DECIM 4

__constant__ float c_taps[TAPS];

extern "C" __global__ void fir_decimate_no_chunk_end_sync(const float *x, float *y, int nChunks, int nOut) {
  extern __shared__ float win[];
  const int t = threadIdx.x;
  const int span = blockDim.x * DECIM + TAPS - 1;
  for (int chunk = blockIdx.x; chunk < nChunks; chunk += gridDim.x) {
    const int inBase = chunk * blockDim.x * DECIM;
    // CHECK: fir_decimate_no_chunk_end_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE+6]]{{(,|$)}}
    for (int i = t; i < span; i += blockDim.x) win[i] = x[inBase + i];
    __syncthreads();

    float acc = 0.0f;
#pragma unroll 8
    for (int k = 0; k < TAPS; k++) acc += c_taps[k] * win[t * DECIM + TAPS - 1 - k];
    const int o = chunk * blockDim.x + t;
    if (o < nOut) y[o] = acc;
  }
}
