// rgb_aos_to_soa_mod3_tile with the pixel position computed e / 4 instead of
// e / 3: two floats of one channel land on one slot.
// LAUNCH: grid=5 block=192 args=rgb:f32[960]:urand planes:f32[960]:zero luma:f32[320]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define PIX 64

extern "C" __global__ void __launch_bounds__(3 * PIX) rgb_aos_to_soa_div4(const float *rgb, float *planes,
                                                                             float *luma) {
  __shared__ float soa[3][PIX];
  const int t = threadIdx.x;
  const int e = t;
  // CHECK: rgb_aos_to_soa_div4.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
  soa[e % 3][e / 4] = rgb[blockIdx.x * 3 * PIX + e];
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
