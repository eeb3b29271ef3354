// Histogram equalisation of 8-bit pixels in one block: shared-atomic
// histogram, an in-place Hillis-Steele scan of the 256 bins (read, barrier,
// write, barrier), then every pixel looked up in the cumulative histogram.
// LAUNCH: grid=1 block=256 args=out:f32[4096]:zero pix:u32[4096]:rand n:i32=4096
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
extern "C" __global__ void __launch_bounds__(256) histogram_equalize_cdf(float *out, const unsigned *pix, int n) {
  __shared__ unsigned cdf[256];
  int t = threadIdx.x;
  cdf[t] = 0;
  __syncthreads();
  for (int i = t; i < n; i += 256) atomicAdd(&cdf[pix[i] & 255], 1u);
  __syncthreads();
  for (int off = 1; off < 256; off <<= 1) {
    unsigned v = t >= off ? cdf[t - off] : 0u;
    __syncthreads();
    cdf[t] += v;
    __syncthreads();
  }
  float scale = 255.0f / (float)n;
  for (int i = t; i < n; i += 256) out[i] = cdf[pix[i] & 255] * scale;
}
