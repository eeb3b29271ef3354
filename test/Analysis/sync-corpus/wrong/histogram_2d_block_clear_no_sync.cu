// histogram_2d_block_flat_clear_merge without the barrier after clearing the
// bins: thread (0,0) may zero bins[v] after another thread counted a pixel of
// value v into it.
// LAUNCH: grid=2,4 block=32,8 args=img:u8[8192]:rand w:i32=64 h:i32=128 hist:u32[256]:zero
// RUN: kilnc %s --arch=sm_90 -o /dev/null 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BINS 256

extern "C" __global__ void histogram_2d_block_clear_no_sync(const unsigned char *img, int w, int h, unsigned *hist) {
  __shared__ unsigned bins[BINS];
  const int flat = threadIdx.y * blockDim.x + threadIdx.x;
  const int nthreads = blockDim.x * blockDim.y;
  for (int i = flat; i < BINS; i += nthreads) bins[i] = 0;
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  for (int y = blockIdx.y * blockDim.y + threadIdx.y; y < h; y += gridDim.y * blockDim.y)
    // CHECK: histogram_2d_block_clear_no_sync.cu:[[@LINE+1]]: {{error|warning}} race
    if (x < w) atomicAdd(&bins[img[y * w + x]], 1u);
  __syncthreads();
  for (int i = flat; i < BINS; i += nthreads)
    if (bins[i]) atomicAdd(&hist[i], bins[i]);
}
