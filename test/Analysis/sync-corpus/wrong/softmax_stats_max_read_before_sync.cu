// softmax_block_stats_struct_fields without the barrier between thread 0's store of the row
// max and the other threads' read of it: thread 1 may read stats.max before thread 0 stored it.
// LAUNCH: grid=4 block=256 tol=1e-5 args=x:f32[4096]:rand y:f32[4096]:zero cols:i32=1024
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define THREADS 256

struct RowStats {
  float max;
  float sum;
  float partial[THREADS / 32];
};

extern "C" __global__ void __launch_bounds__(THREADS)
softmax_stats_max_read_before_sync(const float *x, float *y, int cols) {
  __shared__ RowStats stats;
  const int t = threadIdx.x, warp = t / 32, lane = t % 32;
  const float *row = x + blockIdx.x * cols;
  float *out = y + blockIdx.x * cols;

  float m = -3.0e38f;
  for (int i = t; i < cols; i += THREADS) m = fmaxf(m, row[i]);
  for (int o = 16; o > 0; o >>= 1) m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
  if (lane == 0) stats.partial[warp] = m;
  __syncthreads();
  if (t == 0) {
    float r = stats.partial[0];
    for (int w = 1; w < THREADS / 32; ++w) r = fmaxf(r, stats.partial[w]);
    stats.max = r;
  }
  // CHECK: softmax_stats_max_read_before_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
  const float row_max = stats.max;
  float s = 0.f;
  for (int i = t; i < cols; i += THREADS) s += __expf(row[i] - row_max);
  for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
  if (lane == 0) stats.partial[warp] = s;
  __syncthreads();
  if (t == 0) {
    float r = 0.f;
    for (int w = 0; w < THREADS / 32; ++w) r += stats.partial[w];
    stats.sum = r;
  }
  __syncthreads();
  const float inv = 1.f / stats.sum;
  for (int i = t; i < cols; i += THREADS) out[i] = __expf(row[i] - row_max) * inv;
}
