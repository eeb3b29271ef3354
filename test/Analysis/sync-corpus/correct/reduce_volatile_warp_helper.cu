// Reduction whose last warp runs an unrolled helper on a volatile pointer
// (the "reduce4" shape): under 'if (tid < 32)' every step reads both
// operands, __syncwarp(), writes, __syncwarp(), as required since Volta.
// LAUNCH: kernel=_Z27reduce_volatile_warp_helperILj256EEvPKiPii grid=12 block=256 args=in:i32[6000]:rand out:i32[12]:zero n:i32=6000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

template <unsigned blockSize> __device__ void warpReduce(volatile int *sdata, unsigned tid) {
  int v;
  if (blockSize >= 64) { v = sdata[tid] + sdata[tid + 32]; __syncwarp(); sdata[tid] = v; __syncwarp(); }
  if (blockSize >= 32) { v = sdata[tid] + sdata[tid + 16]; __syncwarp(); sdata[tid] = v; __syncwarp(); }
  v = sdata[tid] + sdata[tid + 8]; __syncwarp(); sdata[tid] = v; __syncwarp();
  v = sdata[tid] + sdata[tid + 4]; __syncwarp(); sdata[tid] = v; __syncwarp();
  v = sdata[tid] + sdata[tid + 2]; __syncwarp(); sdata[tid] = v; __syncwarp();
  v = sdata[tid] + sdata[tid + 1]; __syncwarp(); sdata[tid] = v; __syncwarp();
}

template <unsigned blockSize> __global__ void reduce_volatile_warp_helper(const int *in, int *out, int n) {
  __shared__ int sdata[blockSize];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * (blockSize * 2) + tid;
  int v = 0;
  if (i < n) v = in[i];
  if (i + blockSize < n) v += in[i + blockSize];
  sdata[tid] = v;
  __syncthreads();
  if (blockSize >= 256) { if (tid < 128) sdata[tid] += sdata[tid + 128]; __syncthreads(); }
  if (blockSize >= 128) { if (tid < 64) sdata[tid] += sdata[tid + 64]; __syncthreads(); }
  if (tid < 32) warpReduce<blockSize>(sdata, tid);
  if (tid == 0) out[blockIdx.x] = sdata[0];
}

template __global__ void reduce_volatile_warp_helper<256>(const int *, int *, int);
