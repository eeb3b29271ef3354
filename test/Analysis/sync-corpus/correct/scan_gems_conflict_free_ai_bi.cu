// Work-efficient scan in the GPU Gems 3 (39.2.3) spelling: each thread loads
// ai = thid and bi = thid + n/2 at padded slots (CONFLICT_FREE_OFFSET),
// n = 2 * blockDim.x; up-sweep, root cleared by thread 0, down-sweep.
// LAUNCH: grid=4 block=128 smem=1088 args=g_odata:f32[1024]:zero g_idata:f32[1024]:rand
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define NUM_BANKS 32
#define LOG_NUM_BANKS 5
#define CONFLICT_FREE_OFFSET(n) ((n) >> LOG_NUM_BANKS)

extern "C" __global__ void scan_gems_conflict_free_ai_bi(float *g_odata, const float *g_idata) {
  extern __shared__ float temp[];
  int thid = threadIdx.x;
  int n = 2 * blockDim.x;
  const float *in = g_idata + blockIdx.x * n;
  float *outp = g_odata + blockIdx.x * n;
  int ai = thid;
  int bi = thid + (n / 2);
  int bankOffsetA = CONFLICT_FREE_OFFSET(ai);
  int bankOffsetB = CONFLICT_FREE_OFFSET(bi);
  temp[ai + bankOffsetA] = in[ai];
  temp[bi + bankOffsetB] = in[bi];
  int offset = 1;
  for (int d = n >> 1; d > 0; d >>= 1) {
    __syncthreads();
    if (thid < d) {
      int a = offset * (2 * thid + 1) - 1;
      int b = offset * (2 * thid + 2) - 1;
      a += CONFLICT_FREE_OFFSET(a);
      b += CONFLICT_FREE_OFFSET(b);
      temp[b] += temp[a];
    }
    offset *= 2;
  }
  if (thid == 0) temp[n - 1 + CONFLICT_FREE_OFFSET(n - 1)] = 0.0f;
  for (int d = 1; d < n; d *= 2) {
    offset >>= 1;
    __syncthreads();
    if (thid < d) {
      int a = offset * (2 * thid + 1) - 1;
      int b = offset * (2 * thid + 2) - 1;
      a += CONFLICT_FREE_OFFSET(a);
      b += CONFLICT_FREE_OFFSET(b);
      float t = temp[a];
      temp[a] = temp[b];
      temp[b] += t;
    }
  }
  __syncthreads();
  outp[ai] = temp[ai + bankOffsetA];
  outp[bi] = temp[bi + bankOffsetB];
}
