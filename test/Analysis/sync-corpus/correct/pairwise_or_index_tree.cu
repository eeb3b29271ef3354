// A pairwise tree reduction whose indices are written with shifts and OR
// (as bit-twiddling code spells 2*t + 1): at level l, thread t < 128 >> l
// combines slots (t << (l+1)) and (t << (l+1)) | (1 << l) into the first.
// LAUNCH: grid=4 block=128 args=in:f32[1024]:rand out:f32[4]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void pairwise_or_index_tree(const float *in, float *out) {
  __shared__ float s[256];
  const unsigned t = threadIdx.x;
  s[t << 1] = in[blockIdx.x * 256 + (t << 1)];
  s[(t << 1) | 1] = in[blockIdx.x * 256 + ((t << 1) | 1)];
  __syncthreads();
#pragma unroll 1
  for (unsigned l = 0; l < 8; l++) {
    if (t < (128u >> l)) {
      const unsigned a = t << (l + 1);
      s[a] = s[a] + s[a | (1u << l)];
    }
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = s[0];
}
