// The col2im step of a transposed 3x3 convolution (stride 1) for one 16x16
// output tile: each of the 256 threads holds the 9 column values of one input
// pixel and scatters them into the 18x18 accumulation tile (the output tile
// with a one-pixel border); neighbouring pixels overlap in 8 of their 9
// targets, so the adds are shared-memory atomics. The tile is cleared before
// and read after a barrier.
// LAUNCH: grid=4,4 block=256 tol=1e-5 args=cols:f32[9*4096]:rand out:f32[72*72]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) col2im_3x3_shared_atomic_accumulate(const float *cols, float *out) {
  __shared__ float acc[18][18];
  const int t = threadIdx.x;
  for (int i = t; i < 18 * 18; i += 256)
    acc[i / 18][i % 18] = 0.0f;
  __syncthreads();
  const int py = t / 16, px = t % 16;
  const int pixel = (blockIdx.y * 16 + py) * 64 + blockIdx.x * 16 + px;
  for (int k = 0; k < 9; ++k)
    atomicAdd(&acc[py + k / 3][px + k % 3], cols[k * 4096 + pixel]);
  __syncthreads();
  for (int i = t; i < 18 * 18; i += 256) {
    const int y = blockIdx.y * 18 + i / 18, x = blockIdx.x * 18 + i % 18;
    out[y * 72 + x] = acc[i / 18][i % 18];
  }
}
