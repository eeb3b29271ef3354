// CUDA samples dwtHaar1D: 512 signal values per block in shared memory; the
// first level reads pairs and writes the averages back into the first half,
// every further level halves the active threads; each level reads, syncs,
// writes, syncs.
// LAUNCH: grid=2 block=256 args=detail:f32[1024]:zero approx:f32[2]:zero in:f32[1024]:rand
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
extern "C" __global__ void __launch_bounds__(256) dwt_haar_1d_levels(float *detail, float *approx, const float *in) {
  __shared__ float shared[512];
  const float c = 0.70710678f;
  int t = threadIdx.x, base = blockIdx.x * 512;
  shared[t] = in[base + t];
  shared[t + 256] = in[base + t + 256];
  __syncthreads();
  float d0 = shared[2 * t], d1 = shared[2 * t + 1];
  __syncthreads();
  shared[t] = (d0 + d1) * c;
  detail[base + 256 + t] = (d0 - d1) * c;
  __syncthreads();
  int offset = 128;
  for (int active = 128; active > 0; active >>= 1) {
    if (t < active) {
      d0 = shared[2 * t];
      d1 = shared[2 * t + 1];
    }
    __syncthreads();
    if (t < active) {
      shared[t] = (d0 + d1) * c;
      detail[base + offset + t] = (d0 - d1) * c;
    }
    offset >>= 1;
    __syncthreads();
  }
  if (t == 0) approx[blockIdx.x] = shared[0];
}
