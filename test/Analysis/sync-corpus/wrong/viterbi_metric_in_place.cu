// viterbi_trellis_ping_pong writing the new metric into the half it reads
// (pm[cur][s]): state s overwrites the metric that states 2s and 2s + 1
// (mod 64) may still be reading in the same step.
// LAUNCH: grid=4 block=64 args=bm:f32[16384]:urand out:u8[256]:zero steps:i32=64
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define NSTATES 64
#define MAXSTEPS 64

extern "C" __global__ void __launch_bounds__(NSTATES) viterbi_metric_in_place(const float *bm, unsigned char *out,
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
    // CHECK: viterbi_metric_in_place.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    pm[cur][s] = second ? m1 : m0;
    survivor[k][s] = second;
    __syncthreads();
  }
  if (s == 0) {
    const int last = 0;
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
