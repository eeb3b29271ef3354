// named_barrier_two_groups without the second group's named barrier in its
// reduction loop.
// LAUNCH: grid=4 block=256 args=out:f32[8]:zero in:f32[1024]:rand
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
extern "C" __global__ void __launch_bounds__(256) named_barrier_group_no_step_sync(float *out, const float *in) {
  __shared__ float part[256];
  __shared__ float total[2];
  int t = threadIdx.x;
  part[t] = in[blockIdx.x * 256 + t];
  if (t < 128) {
    asm volatile("bar.sync 1, 128;" ::: "memory");
    for (int s = 64; s > 0; s >>= 1) {
      if (t < s) part[t] += part[t + s];
      asm volatile("bar.sync 1, 128;" ::: "memory");
    }
    if (t == 0) total[0] = part[0];
  } else {
    asm volatile("bar.sync 2, 128;" ::: "memory");
    for (int s = 64; s > 0; s >>= 1) {
      // CHECK: named_barrier_group_no_step_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      if (t - 128 < s) part[t] = fmaxf(part[t], part[t + s]);
    }
    if (t == 128) total[1] = part[128];
  }
  __syncthreads();
  if (t < 2) out[blockIdx.x * 2 + t] = total[t];
}
