// box_filter_row_running_sum without the barrier after the cooperative load: a
// thread walks its row while other threads still store into it.
// LAUNCH: grid=2 block=64 args=out:f32[8192]:zero in:f32[8192]:rand
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
extern "C" __global__ void __launch_bounds__(64) box_filter_row_no_load_sync(float *out, const float *in) {
  __shared__ float rows[64][65];
  int t = threadIdx.x, base = blockIdx.x * 4096;
  for (int i = t; i < 4096; i += 64) rows[i / 64][i % 64] = in[base + i];
  float s = 0.0f;
  for (int j = 0; j < 64; j++) {
    // CHECK: box_filter_row_no_load_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    s += rows[t][j];
    rows[t][j] = s;
  }
  __syncthreads();
  for (int i = t; i < 4096; i += 64) out[base + i] = rows[i % 64][i / 64];
}
