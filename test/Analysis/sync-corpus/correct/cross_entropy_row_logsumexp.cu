// Fused softmax cross-entropy forward and backward (llm.c / Megatron style): a block per row of
// logits; a block-strided max, a warp shuffle and per-warp partials in shared memory that thread 0
// combines into a shared scalar; the same partial slots reused for the sum of exponentials; thread 0
// writes the loss, and every thread writes its columns of the gradient.
// LAUNCH: grid=8 block=256 tol=1e-4 args=logits:f32[8000]:rand labels:i32[8]:rand(0,1000) loss:f32[8]:zero grad:f32[8000]:zero V:i32=1000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 256
#define WARPS (T / 32)

extern "C" __global__ void __launch_bounds__(T)
cross_entropy_row_logsumexp(const float *logits, const int *labels, float *loss, float *grad, int V) {
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
  __syncthreads();
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
