// One LSTM cell step per block, one thread per gate row: the block stages the
// input and previous hidden state in shared memory, thread t computes the
// pre-activation of gate t / H for unit t % H (input, forget, cell, output)
// and stores the activated value in gates[], and after a barrier the first H
// threads combine the four gates of their unit into the new cell and hidden
// state.
// LAUNCH: grid=4 block=256 args=x:f32[128]:rand h_prev:f32[256]:rand c_prev:f32[256]:rand w:f32[24576]:rand bias:f32[256]:rand h_out:f32[256]:zero c_out:f32[256]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define H 64
#define IN 32

__device__ __forceinline__ float sigmoidf(float v) { return 1.0f / (1.0f + expf(-v)); }

extern "C" __global__ void __launch_bounds__(4 * H) lstm_cell_gates_shared(const float *x, const float *h_prev,
                                                                          const float *c_prev, const float *w,
                                                                          const float *bias, float *h_out,
                                                                          float *c_out) {
  __shared__ float xh[IN + H];
  __shared__ float gates[4 * H];
  const int t = threadIdx.x;
  const int b = blockIdx.x;
  if (t < IN)
    xh[t] = x[b * IN + t];
  else if (t < IN + H)
    xh[t] = h_prev[b * H + t - IN];
  __syncthreads();
  float acc = bias[t];
  for (int k = 0; k < IN + H; ++k)
    acc += w[t * (IN + H) + k] * xh[k];
  const int gate = t / H;
  gates[t] = gate == 2 ? tanhf(acc) : sigmoidf(acc);
  __syncthreads();
  if (t < H) {
    const float i = gates[t], f = gates[H + t], g = gates[2 * H + t], o = gates[3 * H + t];
    const float c = f * c_prev[b * H + t] + i * g;
    c_out[b * H + t] = c;
    h_out[b * H + t] = o * tanhf(c);
  }
}
