// Sequential addressing down to one warp, then an unrolled warp tail through a
// volatile pointer. On Volta and later the lanes of a warp are not in lockstep,
// so each step reads, meets the warp at __syncwarp(), then writes.
// LAUNCH: grid=64 block=256 smem=1024 args=g_idata:f32[16384]:rand g_odata:f32[64]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

__device__ void warp_reduce(volatile float *sdata, unsigned int tid) {
  float v = sdata[tid];
  v += sdata[tid + 32]; __syncwarp(); sdata[tid] = v; __syncwarp();
  v += sdata[tid + 16]; __syncwarp(); sdata[tid] = v; __syncwarp();
  v += sdata[tid + 8];  __syncwarp(); sdata[tid] = v; __syncwarp();
  v += sdata[tid + 4];  __syncwarp(); sdata[tid] = v; __syncwarp();
  v += sdata[tid + 2];  __syncwarp(); sdata[tid] = v; __syncwarp();
  v += sdata[tid + 1];  __syncwarp(); sdata[tid] = v;
}

extern "C" __global__ void reduce_unrolled_warp_volatile(const float *g_idata, float *g_odata) {
  extern __shared__ float sdata[];
  unsigned int tid = threadIdx.x;
  sdata[tid] = g_idata[blockIdx.x * blockDim.x + tid];
  __syncthreads();

  for (unsigned int s = blockDim.x / 2; s > 32; s >>= 1) {
    if (tid < s) sdata[tid] += sdata[tid + s];
    __syncthreads();
  }

  if (tid < 32) warp_reduce(sdata, tid);
  if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}
