// Segmented inclusive sum over a block of 256 values whose segments start
// where a byte flag is set: each thread stores its own head flag into an
// unsigned char array (four threads share each word), then a Hillis-Steele
// segmented scan runs in place on (flag, value) pairs, every step reading
// its partner before a barrier and writing after it. The last element of
// each segment writes the segment's sum.
// LAUNCH: grid=8 block=256 args=keys:i32[2048]:rand(0,4) vals:f32[2048]:rand sums:f32[2048]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 256

extern "C" __global__ void __launch_bounds__(N) segmented_sum_byte_head_flags(const int *keys, const float *vals, float *sums) {
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
    __syncthreads();
    v[t] += add;
    head[t] = flag | pflag;
    __syncthreads();
  }
  bool last = t == N - 1 || keys[g + 1] != key;
  sums[g] = last ? v[t] : 0.0f;
}
