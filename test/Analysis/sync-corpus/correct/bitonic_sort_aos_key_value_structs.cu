// A bitonic sort of 512 (key, value) pairs held as an array of structs in shared memory, one
// compare-exchange per thread per step (the partner is i ^ j), swapping whole structs.
// LAUNCH: grid=3 block=256 args=keys:f32[1536]:rand vals:i32[1536]:iota out_keys:f32[1536]:zero out_vals:i32[1536]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 512

struct KeyValue {
  float key;
  int value;
};

extern "C" __global__ void __launch_bounds__(N / 2)
bitonic_sort_aos_key_value_structs(const float *keys, const int *vals, float *out_keys, int *out_vals) {
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
      const KeyValue a = kv[i], b = kv[ixj];
      if ((a.key > b.key) == up) {
        kv[i] = b;
        kv[ixj] = a;
      }
      __syncthreads();
    }
  }
  for (int i = t; i < N; i += N / 2) {
    out_keys[base + i] = kv[i].key;
    out_vals[base + i] = kv[i].value;
  }
}
