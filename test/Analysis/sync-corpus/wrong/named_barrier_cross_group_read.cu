// named_barrier_two_groups' pattern with one line changed: the second group
// reads the first group's half (part[t - 128]) after its own named barrier
// (`bar.sync 2, 128`), which the first group never joins; the first group's
// stores are ordered only by `bar.sync 1, 128`, among its own warps. No
// barrier that both groups pass separates the store from the read.
// LAUNCH: grid=1 block=256 args=out:f32[256]:zero in:f32[128]:rand
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
extern "C" __global__ void __launch_bounds__(256) named_barrier_cross_group_read(float *out, const float *in) {
  __shared__ float part[256];
  int t = threadIdx.x;
  if (t < 128) {
    part[t] = in[t];
    asm volatile("bar.sync 1, 128;" ::: "memory");
    out[t] = part[127 - t];
  } else {
    asm volatile("bar.sync 2, 128;" ::: "memory");
    // CHECK: named_barrier_cross_group_read.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    out[t] = part[t - 128];
  }
}
