// A warp per segment inclusive scan, each warp reading its segment's length
// from global memory (the same address for every lane, so the loop over the
// segment's 32-element chunks is warp-uniform) and carrying the running sum
// between chunks with full-mask shuffles inside the loop.
// LAUNCH: grid=2 block=128 args=x:f32[2048]:rand y:f32[2048]:zero lens:i32[8]:rand(0,256)
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void warp_segment_scan_len_from_global(const float *x, float *y, const int *lens) {
  const int lane = threadIdx.x & 31;
  const int seg = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const int len = __ldg(&lens[seg]);
  const float *xs = x + seg * 256;
  float *ys = y + seg * 256;
  float carry = 0.0f;
  for (int base = 0; base < len; base += 32) {
    const int i = base + lane;
    float v = i < len ? xs[i] : 0.0f;
#pragma unroll
    for (int d = 1; d < 32; d <<= 1) {
      float u = __shfl_up_sync(0xffffffffu, v, d);
      if (lane >= d)
        v += u;
    }
    v += carry;
    if (i < len)
      ys[i] = v;
    carry = __shfl_sync(0xffffffffu, v, 31);
  }
}
