// named_barrier_two_group_reductions with the first group's barrier after its
// initial writes missing: the tree's first step reads s_sum[t + 64] before
// thread t + 64 has written it.
// LAUNCH: grid=8 block=256 args=in:f32[4096]:rand out:f32[16]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) named_barrier_two_group_missing_sync(const float *in, float *out) {
  __shared__ float s_sum[128], s_max[128];
  const float *row = in + blockIdx.x * 512;
  const bool first = threadIdx.x < 128;
  const int t = first ? threadIdx.x : threadIdx.x - 128;
  if (first) {
    s_sum[t] = row[t] + row[t + 128];
    for (int w = 64; w > 0; w >>= 1) {
      if (t < w)
        // CHECK: named_barrier_two_group_missing_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-3]]{{(,|$)}}
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
