// cross_entropy_row_logsumexp without the barrier after thread 0 stores the row maximum: the other
// threads read s_max before it is written.
// LAUNCH: grid=8 block=256 tol=1e-4 args=logits:f32[8000]:rand labels:i32[8]:rand(0,1000) loss:f32[8]:zero grad:f32[8000]:zero V:i32=1000
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 256
#define WARPS (T / 32)

extern "C" __global__ void __launch_bounds__(T)
cross_entropy_max_read_before_sync(const float *logits, const int *labels, float *loss, float *grad, int V) {
  __shared__ float red[WARPS];
  __shared__ float s_max, s_sum;
  const int row = blockIdx.x, t = threadIdx.x, lane = t % 32, warp = t / 32;
  const float *x = logits + (size_t)row * V;
  float m = -INFINITY;
  for (int i = t; i < V; i += T) m = fmaxf(m, x[i]);
  for (int o = 16; o > 0; o >>= 1) m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
  if (lane == 0) red[warp] = m;
  __syncthreads();
  if (t == 0) {
    float r = red[0];
    for (int w = 1; w < WARPS; ++w) r = fmaxf(r, red[w]);
    s_max = r;
  }
  // CHECK: cross_entropy_max_read_before_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
  const float mx = s_max;
  float s = 0.0f;
  for (int i = t; i < V; i += T) s += expf(x[i] - mx);
  for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
  if (lane == 0) red[warp] = s;
  __syncthreads();
  const int label = labels[row];
  if (t == 0) {
    float r = 0.0f;
    for (int w = 0; w < WARPS; ++w) r += red[w];
    s_sum = r;
    loss[row] = logf(r) + mx - x[label];
  }
  __syncthreads();
  const float inv = 1.0f / s_sum;
  for (int i = t; i < V; i += T) grad[(size_t)row * V + i] = expf(x[i] - mx) * inv - (i == label ? 1.0f : 0.0f);
}
