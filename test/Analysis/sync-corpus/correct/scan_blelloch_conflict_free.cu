// Blelloch scan with padded indices to avoid shared-memory bank conflicts: a
// slot i lives at i + (i >> LOG_NUM_BANKS), so the array has n + n/32 floats.
// LAUNCH: grid=16 block=256 args=g_idata:i32[8192]:rand(0,50) g_odata:i32[8192]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N_ELEMS 512
#define LOG_NUM_BANKS 5
#define CONFLICT_FREE_OFFSET(n) ((n) >> LOG_NUM_BANKS)

extern "C" __global__ void scan_blelloch_conflict_free(const int *g_idata, int *g_odata) {
  __shared__ int temp[N_ELEMS + N_ELEMS / 32];
  int thid = threadIdx.x;
  const int *src = g_idata + blockIdx.x * N_ELEMS;
  int *dst = g_odata + blockIdx.x * N_ELEMS;

  int ai = thid;
  int bi = thid + N_ELEMS / 2;
  int bankOffsetA = CONFLICT_FREE_OFFSET(ai);
  int bankOffsetB = CONFLICT_FREE_OFFSET(bi);
  temp[ai + bankOffsetA] = src[ai];
  temp[bi + bankOffsetB] = src[bi];

  int offset = 1;
  for (int d = N_ELEMS >> 1; d > 0; d >>= 1) {
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

  if (thid == 0) temp[N_ELEMS - 1 + CONFLICT_FREE_OFFSET(N_ELEMS - 1)] = 0;

  for (int d = 1; d < N_ELEMS; d *= 2) {
    offset >>= 1;
    __syncthreads();
    if (thid < d) {
      int a = offset * (2 * thid + 1) - 1;
      int b = offset * (2 * thid + 2) - 1;
      a += CONFLICT_FREE_OFFSET(a);
      b += CONFLICT_FREE_OFFSET(b);
      int t = temp[a];
      temp[a] = temp[b];
      temp[b] += t;
    }
  }
  __syncthreads();

  dst[ai] = temp[ai + bankOffsetA];
  dst[bi] = temp[bi + bankOffsetB];
}
