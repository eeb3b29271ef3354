// histogram_equalize_cdf without the barrier between a scan step's read of
// cdf[t - off] and its write of cdf[t].
// LAUNCH: grid=1 block=256 args=out:f32[4096]:zero pix:u32[4096]:rand n:i32=4096
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
extern "C" __global__ void __launch_bounds__(256) histogram_equalize_no_scan_read_sync(float *out, const unsigned *pix, int n) {
  __shared__ unsigned cdf[256];
  int t = threadIdx.x;
  cdf[t] = 0;
  __syncthreads();
  for (int i = t; i < n; i += 256) atomicAdd(&cdf[pix[i] & 255], 1u);
  __syncthreads();
  for (int off = 1; off < 256; off <<= 1) {
    unsigned v = t >= off ? cdf[t - off] : 0u;
    // CHECK: histogram_equalize_no_scan_read_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    cdf[t] += v;
    __syncthreads();
  }
  float scale = 255.0f / (float)n;
  for (int i = t; i < n; i += 256) out[i] = cdf[pix[i] & 255] * scale;
}
