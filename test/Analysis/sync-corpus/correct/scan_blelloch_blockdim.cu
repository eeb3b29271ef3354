// Work-efficient (Blelloch) exclusive scan of 2 * blockDim.x elements per
// block, the GPU Gems spelling with n derived from blockDim.x: the up-sweep
// halves d from blockDim.x while offset doubles, thread 0 clears the root,
// the down-sweep doubles d back; a barrier opens every step.
// LAUNCH: grid=4 block=256 smem=2048 args=g_odata:f32[2048]:zero g_idata:f32[2048]:rand
// LAUNCH: grid=4 block=64 smem=512 args=g_odata:f32[512]:zero g_idata:f32[512]:rand
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void scan_blelloch_blockdim(float *g_odata, const float *g_idata) {
  extern __shared__ float temp[];
  unsigned int thid = threadIdx.x;
  unsigned int n = 2 * blockDim.x;
  const float *in = g_idata + blockIdx.x * n;
  float *out = g_odata + blockIdx.x * n;
  temp[2 * thid] = in[2 * thid];
  temp[2 * thid + 1] = in[2 * thid + 1];

  unsigned int offset = 1;
  for (unsigned int d = n >> 1; d > 0; d >>= 1) {
    __syncthreads();
    if (thid < d) {
      unsigned int ai = offset * (2 * thid + 1) - 1;
      unsigned int bi = offset * (2 * thid + 2) - 1;
      temp[bi] += temp[ai];
    }
    offset *= 2;
  }
  if (thid == 0) temp[n - 1] = 0.0f;
  for (unsigned int d = 1; d < n; d *= 2) {
    offset >>= 1;
    __syncthreads();
    if (thid < d) {
      unsigned int ai = offset * (2 * thid + 1) - 1;
      unsigned int bi = offset * (2 * thid + 2) - 1;
      float t = temp[ai];
      temp[ai] = temp[bi];
      temp[bi] += t;
    }
  }
  __syncthreads();
  out[2 * thid] = temp[2 * thid];
  out[2 * thid + 1] = temp[2 * thid + 1];
}
