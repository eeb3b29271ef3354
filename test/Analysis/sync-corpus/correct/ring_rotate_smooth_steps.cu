// A ring of 512 samples smoothed in 8 steps, each averaging a sample with the
// one `step + 1` places further round the ring ((c + step + 1) % 512), two
// shared copies alternating by the step's parity, one barrier per step.
// LAUNCH: grid=1 block=256 args=in:f32[512]:rand(0,1) out:f32[512]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define RING 512
#define STEPS 8

extern "C" __global__ void __launch_bounds__(256) ring_rotate_smooth_steps(const float *in, float *out) {
  __shared__ float buf[2][RING];
  const int t = threadIdx.x;
  for (int c = t; c < RING; c += 256)
    buf[0][c] = in[c];
  __syncthreads();
  for (int step = 0; step < STEPS; ++step) {
    for (int c = t; c < RING; c += 256)
      buf[(step & 1) ^ 1][c] = 0.5f * (buf[step & 1][(c + step + 1) % RING] + buf[step & 1][c]);
    __syncthreads();
  }
  for (int c = t; c < RING; c += 256)
    out[c] = buf[STEPS & 1][c];
}
