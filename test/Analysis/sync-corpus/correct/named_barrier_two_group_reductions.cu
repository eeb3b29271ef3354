// Two independent block reductions in one kernel: threads 0-127 sum a row's
// first half and threads 128-255 take the max of its second half, each group
// between its own named barrier (bar.sync 1/2, 128 threads), indexing its
// arrays with `t = first ? threadIdx.x : threadIdx.x - 128` (the style of
// producer/consumer and split-block kernels that use __barrier_sync_count).
// LAUNCH: grid=8 block=256 args=in:f32[4096]:rand out:f32[16]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) named_barrier_two_group_reductions(const float *in, float *out) {
  __shared__ float s_sum[128], s_max[128];
  const float *row = in + blockIdx.x * 512;
  const bool first = threadIdx.x < 128;
  const int t = first ? threadIdx.x : threadIdx.x - 128;
  if (first) {
    s_sum[t] = row[t] + row[t + 128];
    __barrier_sync_count(1, 128);
    for (int w = 64; w > 0; w >>= 1) {
      if (t < w)
        s_sum[t] += s_sum[t + w];
      __barrier_sync_count(1, 128);
    }
    if (t == 0)
      out[2 * blockIdx.x] = s_sum[0];
  } else {
    s_max[t] = fmaxf(row[256 + t], row[384 + t]);
    __barrier_sync_count(2, 128);
    for (int w = 64; w > 0; w >>= 1) {
      if (t < w)
        s_max[t] = fmaxf(s_max[t], s_max[t + w]);
      __barrier_sync_count(2, 128);
    }
    if (t == 0)
      out[2 * blockIdx.x + 1] = s_max[0];
  }
}
