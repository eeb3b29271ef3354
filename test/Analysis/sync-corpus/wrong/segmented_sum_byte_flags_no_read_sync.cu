// segmented_sum_byte_head_flags without the barrier between reading the
// partner (value and byte flag) and writing its own: thread t + off may
// still be reading v[t] and head[t].
// LAUNCH: grid=8 block=256 args=keys:i32[2048]:rand(0,4) vals:f32[2048]:rand sums:f32[2048]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 256

extern "C" __global__ void __launch_bounds__(N) segmented_sum_byte_flags_no_read_sync(const int *keys, const float *vals, float *sums) {
  __shared__ unsigned char head[N];
  __shared__ float v[N];
  int t = threadIdx.x, g = blockIdx.x * N + t;
  int key = keys[g];
  head[t] = t == 0 || keys[g - 1] != key;
  v[t] = vals[g];
  __syncthreads();
  for (int off = 1; off < N; off <<= 1) {
    float add = 0.0f;
    unsigned char flag = head[t];
    if (t >= off && !flag)
      add = v[t - off];
    unsigned char pflag = t >= off ? head[t - off] : 0;
    // CHECK: segmented_sum_byte_flags_no_read_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    v[t] += add;
    head[t] = flag | pflag;
    __syncthreads();
  }
  bool last = t == N - 1 || keys[g + 1] != key;
  sums[g] = last ? v[t] : 0.0f;
}
