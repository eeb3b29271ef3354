// A block-per-row softmax whose row statistics live in one __shared__ struct: thread 0 writes
// the row max into stats.max after the first reduction, and the row sum into stats.sum after the
// second while other threads may still be reading stats.max (a different member: no barrier is
// needed between them). The partials array is reused by the second reduction after a barrier.
// LAUNCH: grid=4 block=256 tol=1e-5 args=x:f32[4096]:rand y:f32[4096]:zero cols:i32=1024
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define THREADS 256

struct RowStats {
  float max;
  float sum;
  float partial[THREADS / 32];
};

extern "C" __global__ void __launch_bounds__(THREADS)
softmax_block_stats_struct_fields(const float *x, float *y, int cols) {
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
  __syncthreads();
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
