// A Viterbi decoder step loop in the style of GPU convolutional-code
// decoders: one block per frame, one thread per trellis state (64 states,
// constraint length 7). State s is reached from states s >> 1 and
// (s >> 1) + 32; each step reads the two predecessors' path metrics from
// one half of a ping-pong array and writes its own metric into the other,
// with one barrier per step, and records its survivor bit for traceback,
// which thread 0 runs at the end.
// LAUNCH: grid=4 block=64 args=bm:f32[16384]:urand out:u8[256]:zero steps:i32=64
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define NSTATES 64
#define MAXSTEPS 64

extern "C" __global__ void __launch_bounds__(NSTATES) viterbi_trellis_ping_pong(const float *bm, unsigned char *out,
                                                                                int steps) {
  __shared__ float pm[2][NSTATES];
  __shared__ unsigned char survivor[MAXSTEPS][NSTATES];
  const int s = threadIdx.x;
  // Branch metrics of this frame: two per state and step (from each predecessor).
  const float *fbm = bm + (size_t)blockIdx.x * MAXSTEPS * NSTATES;
  pm[0][s] = s == 0 ? 0.0f : 1e30f;
  __syncthreads();
  for (int k = 0; k < steps; k++) {
    const int cur = k & 1;
    const int p0 = s >> 1, p1 = (s >> 1) + NSTATES / 2;
    const float b = fbm[k * NSTATES + s];
    const float m0 = pm[cur][p0] + b;
    const float m1 = pm[cur][p1] + (1.0f - b);
    const bool second = m1 < m0;
    pm[cur ^ 1][s] = second ? m1 : m0;
    survivor[k][s] = second;
    __syncthreads();
  }
  if (s == 0) {
    const int last = steps & 1;
    int best = 0;
    for (int i = 1; i < NSTATES; i++)
      if (pm[last][i] < pm[last][best])
        best = i;
    for (int k = steps - 1; k >= 0; k--) {
      out[blockIdx.x * MAXSTEPS + k] = best & 1;
      best = (best >> 1) + (survivor[k][best] ? NSTATES / 2 : 0);
    }
  }
}
