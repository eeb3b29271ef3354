// Blelloch scan whose down-sweep lost its barrier: at d = 2 thread 1 reads
// temp[bi] (bi = n - 1) that thread 0 wrote at d = 1.
// LAUNCH: grid=16 block=256 smem=2048 args=g_idata:f32[8192]:rand g_odata:f32[8192]:zero n:i32=512
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void scan_blelloch_downsweep_no_sync(const float *g_idata, float *g_odata, int n) {
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
  __syncthreads();
  for (int d = 1; d < n; d *= 2) {
    offset >>= 1;
    if (thid < d) {
      int ai = offset * (2 * thid + 1) - 1;
      int bi = offset * (2 * thid + 2) - 1;
      float t = temp[ai];
      // CHECK: scan_blelloch_downsweep_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      temp[ai] = temp[bi];
      temp[bi] += t;
    }
  }
  __syncthreads();
  dst[2 * thid] = temp[2 * thid];
  dst[2 * thid + 1] = temp[2 * thid + 1];
}
