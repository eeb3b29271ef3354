// ring_rotate_smooth_steps without the barrier between steps: a thread in
// step s + 1 writes the copy that slower threads still read in step s.
// LAUNCH: grid=1 block=256 args=in:f32[512]:rand(0,1) out:f32[512]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define RING 512
#define STEPS 8

extern "C" __global__ void __launch_bounds__(256) ring_rotate_smooth_no_step_sync(const float *in, float *out) {
  __shared__ float buf[2][RING];
  const int t = threadIdx.x;
  for (int c = t; c < RING; c += 256)
    buf[0][c] = in[c];
  __syncthreads();
  for (int step = 0; step < STEPS; ++step) {
    for (int c = t; c < RING; c += 256)
      // CHECK: ring_rotate_smooth_no_step_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      buf[(step & 1) ^ 1][c] = 0.5f * (buf[step & 1][(c + step + 1) % RING] + buf[step & 1][c]);
  }
  __syncthreads();
  for (int c = t; c < RING; c += 256)
    out[c] = buf[STEPS & 1][c];
}
