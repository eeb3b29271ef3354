// Work-efficient (Blelloch) exclusive scan: n elements per block, n/2 threads,
// an up-sweep that builds partial sums in place, the root cleared, and a
// down-sweep that pushes the prefixes back down the tree.
// LAUNCH: grid=16 block=256 smem=2048 args=g_idata:f32[8192]:rand g_odata:f32[8192]:zero n:i32=512
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void scan_blelloch(const float *g_idata, float *g_odata, int n) {
  extern __shared__ float temp[];
  int thid = threadIdx.x;
  const float *src = g_idata + blockIdx.x * n;
  float *dst = g_odata + blockIdx.x * n;
  int offset = 1;

  temp[2 * thid] = src[2 * thid];
  temp[2 * thid + 1] = src[2 * thid + 1];

  for (int d = n >> 1; d > 0; d >>= 1) {
    __syncthreads();
    if (thid < d) {
      int ai = offset * (2 * thid + 1) - 1;
      int bi = offset * (2 * thid + 2) - 1;
      temp[bi] += temp[ai];
    }
    offset *= 2;
  }

  if (thid == 0) temp[n - 1] = 0.0f;

  for (int d = 1; d < n; d *= 2) {
    offset >>= 1;
    __syncthreads();
    if (thid < d) {
      int ai = offset * (2 * thid + 1) - 1;
      int bi = offset * (2 * thid + 2) - 1;
      float t = temp[ai];
      temp[ai] = temp[bi];
      temp[bi] += t;
    }
  }
  __syncthreads();

  dst[2 * thid] = temp[2 * thid];
  dst[2 * thid + 1] = temp[2 * thid + 1];
}
