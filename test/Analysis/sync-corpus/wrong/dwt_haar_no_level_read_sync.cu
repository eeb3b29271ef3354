// dwt_haar_1d_levels without the barrier between a level's reads of
// shared[2t], shared[2t + 1] and its write of shared[t].
// LAUNCH: grid=2 block=256 args=detail:f32[1024]:zero approx:f32[2]:zero in:f32[1024]:rand
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
extern "C" __global__ void __launch_bounds__(256) dwt_haar_no_level_read_sync(float *detail, float *approx, const float *in) {
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
    if (t < active) {
      // CHECK: dwt_haar_no_level_read_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      shared[t] = (d0 + d1) * c;
      detail[base + offset + t] = (d0 - d1) * c;
    }
    offset >>= 1;
    __syncthreads();
  }
  if (t == 0) approx[blockIdx.x] = shared[0];
}
