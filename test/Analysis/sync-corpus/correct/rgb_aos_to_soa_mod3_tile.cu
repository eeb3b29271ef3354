// Interleaved RGB pixels (AoS floats) converted to planar form through shared
// memory, in the style of image-processing code: the block loads 3*64
// consecutive floats coalesced (thread t loads float t, t + 192, ...), stores
// float e at plane (e % 3), position (e / 3), and after one barrier each of
// the first 64 threads reads its pixel's three channels from the planes and
// writes luma and the three planar outputs.
// LAUNCH: grid=5 block=192 args=rgb:f32[960]:urand planes:f32[960]:zero luma:f32[320]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define PIX 64

extern "C" __global__ void __launch_bounds__(3 * PIX) rgb_aos_to_soa_mod3_tile(const float *rgb, float *planes,
                                                                             float *luma) {
  __shared__ float soa[3][PIX];
  const int t = threadIdx.x;
  const int e = t;
  soa[e % 3][e / 3] = rgb[blockIdx.x * 3 * PIX + e];
  __syncthreads();
  if (t < PIX) {
    const float r = soa[0][t], g = soa[1][t], b = soa[2][t];
    const int p = blockIdx.x * PIX + t;
    luma[p] = 0.299f * r + 0.587f * g + 0.114f * b;
    planes[p] = r;
    planes[gridDim.x * PIX + p] = g;
    planes[2 * gridDim.x * PIX + p] = b;
  }
}
