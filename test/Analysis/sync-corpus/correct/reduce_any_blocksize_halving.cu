// Block sum for any block size (no power-of-two assumption, no launch bound): the
// active count n starts at blockDim.x; each step the lower floor(n / 2) threads add
// the element ceil(n / 2) above them, and n becomes ceil(n / 2), so an odd middle
// element simply waits for the next step. Dynamic shared memory of blockDim.x
// floats, one barrier per step.
// LAUNCH: grid=5 block=96 smem=384 args=in:f32[1000]:rand out:f32[5]:zero n:i32=1000
// LAUNCH: grid=3 block=200 smem=800 args=in:f32[1000]:rand out:f32[3]:zero n:i32=1000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void reduce_any_blocksize_halving(const float *in, float *out, int n) {
  extern __shared__ float sdata[];
  const unsigned int t = threadIdx.x;
  float sum = 0.0f;
  for (int i = blockIdx.x * blockDim.x + t; i < n; i += gridDim.x * blockDim.x) sum += in[i];
  sdata[t] = sum;
  __syncthreads();

  unsigned int active = blockDim.x;
  while (active > 1) {
    unsigned int half = (active + 1) / 2;
    if (t < active / 2) sdata[t] += sdata[t + half];
    __syncthreads();
    active = half;
  }
  if (t == 0) out[blockIdx.x] = sdata[0];
}
