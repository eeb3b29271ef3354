// Image histogram with a 2-D block (32x8 threads over an image tile): the
// shared bins are cleared and later merged into the global histogram by a loop
// over the block's flat thread index (threadIdx.y * blockDim.x + threadIdx.x)
// stepping by the block's size; in between each thread adds its pixels to the
// shared bins with atomicAdd.
// LAUNCH: grid=2,4 block=32,8 args=img:u8[8192]:rand w:i32=64 h:i32=128 hist:u32[256]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BINS 256

extern "C" __global__ void histogram_2d_block_flat_clear_merge(const unsigned char *img, int w, int h,
                                                               unsigned *hist) {
  __shared__ unsigned bins[BINS];
  const int flat = threadIdx.y * blockDim.x + threadIdx.x;
  const int nthreads = blockDim.x * blockDim.y;
  for (int i = flat; i < BINS; i += nthreads) bins[i] = 0;
  __syncthreads();
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  for (int y = blockIdx.y * blockDim.y + threadIdx.y; y < h; y += gridDim.y * blockDim.y)
    if (x < w) atomicAdd(&bins[img[y * w + x]], 1u);
  __syncthreads();
  for (int i = flat; i < BINS; i += nthreads)
    if (bins[i]) atomicAdd(&hist[i], bins[i]);
}
