// fft_exchange_padded_rows without the barrier between the transposed reads
// and the second exchange's stores into the same buffer.
// LAUNCH: grid=2 block=64 args=out:f32[1024]:zero in:f32[1024]:rand
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
extern "C" __global__ void __launch_bounds__(64) fft_exchange_no_reuse_sync(float *out, const float *in) {
  __shared__ float sx[8 * 66];
  int t = threadIdx.x, base = blockIdx.x * 512;
  float a[8];
  for (int k = 0; k < 8; k++) a[k] = in[base + k * 64 + t];
  for (int k = 0; k < 8; k++) sx[k * 66 + t] = a[k];
  __syncthreads();
  for (int k = 0; k < 8; k++) a[k] = sx[(t & 7) * 66 + (t >> 3) * 8 + k] * (1.0f + k);
  // CHECK: fft_exchange_no_reuse_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
  for (int k = 0; k < 8; k++) sx[k * 66 + t] = a[k];
  __syncthreads();
  for (int k = 0; k < 8; k++) a[k] = sx[(t & 7) * 66 + (t >> 3) * 8 + k];
  for (int k = 0; k < 8; k++) out[base + t * 8 + k] = a[k];
}
