// bitonic_sort_aos_key_value_structs with the barrier after each merge size instead of each
// step: the steps of one size read pairs that the previous step's swaps may still be writing.
// LAUNCH: grid=3 block=256 args=keys:f32[1536]:rand vals:i32[1536]:iota out_keys:f32[1536]:zero out_vals:i32[1536]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 512

struct KeyValue {
  float key;
  int value;
};

extern "C" __global__ void __launch_bounds__(N / 2)
bitonic_aos_sync_per_size_only(const float *keys, const int *vals, float *out_keys, int *out_vals) {
  __shared__ KeyValue kv[N];
  const int t = threadIdx.x, base = blockIdx.x * N;
  for (int i = t; i < N; i += N / 2) {
    kv[i].key = keys[base + i];
    kv[i].value = vals[base + i];
  }
  __syncthreads();
  for (int k = 2; k <= N; k <<= 1) {
    for (int j = k >> 1; j > 0; j >>= 1) {
      const int i = 2 * t - (t & (j - 1));
      const int ixj = i + j;
      const bool up = (i & k) == 0;
      // CHECK: bitonic_aos_sync_per_size_only.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      const KeyValue a = kv[i], b = kv[ixj];
      if ((a.key > b.key) == up) {
        kv[i] = b;
        kv[ixj] = a;
      }
    }
    __syncthreads();
  }
  for (int i = t; i < N; i += N / 2) {
    out_keys[base + i] = kv[i].key;
    out_vals[base + i] = kv[i].value;
  }
}
