// SHOC FFT-style data exchange: 64 threads hold 8 values each, store them
// into a shared [8][66] buffer (row k, column t), read them back transposed
// (8 consecutive values of a row per thread), and exchange once more through
// the same buffer after a barrier.
// LAUNCH: grid=2 block=64 args=out:f32[1024]:zero in:f32[1024]:rand
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
extern "C" __global__ void __launch_bounds__(64) fft_exchange_padded_rows(float *out, const float *in) {
  __shared__ float sx[8 * 66];
  int t = threadIdx.x, base = blockIdx.x * 512;
  float a[8];
  for (int k = 0; k < 8; k++) a[k] = in[base + k * 64 + t];
  for (int k = 0; k < 8; k++) sx[k * 66 + t] = a[k];
  __syncthreads();
  for (int k = 0; k < 8; k++) a[k] = sx[(t & 7) * 66 + (t >> 3) * 8 + k] * (1.0f + k);
  __syncthreads();
  for (int k = 0; k < 8; k++) sx[k * 66 + t] = a[k];
  __syncthreads();
  for (int k = 0; k < 8; k++) a[k] = sx[(t & 7) * 66 + (t >> 3) * 8 + k];
  for (int k = 0; k < 8; k++) out[base + t * 8 + k] = a[k];
}
