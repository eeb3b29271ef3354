// Three-phase (coarsened) inclusive scan, textbook style: the block loads
// blockDim.x * COARSEN elements with coalesced strided loads, each thread scans its
// own contiguous section sequentially, a Kogge-Stone scan runs over the section
// ends (read into a register before the barrier that precedes each write), and
// every thread adds the previous section's total to its section.
// LAUNCH: grid=4 block=128 args=X:f32[4096]:rand Y:f32[4096]:zero n:i32=4000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define COARSEN 8
#define BLOCK 128

extern "C" __global__ void scan_three_phase_coarsened(const float *X, float *Y, int n) {
  __shared__ float XY[BLOCK * COARSEN];
  __shared__ float ends[BLOCK];
  const int t = threadIdx.x;
  const int base = blockIdx.x * BLOCK * COARSEN;

  // Phase 0: coalesced load.
  for (int j = 0; j < COARSEN; j++) {
    int i = j * BLOCK + t;
    XY[i] = (base + i < n) ? X[base + i] : 0.0f;
  }
  __syncthreads();

  // Phase 1: each thread scans its section sequentially.
  const int sec = t * COARSEN;
  for (int j = 1; j < COARSEN; j++) XY[sec + j] += XY[sec + j - 1];
  ends[t] = XY[sec + COARSEN - 1];
  __syncthreads();

  // Phase 2: Kogge-Stone over the section ends.
  for (int stride = 1; stride < BLOCK; stride *= 2) {
    float v = 0.0f;
    if (t >= stride) v = ends[t - stride];
    __syncthreads();
    if (t >= stride) ends[t] += v;
    __syncthreads();
  }

  // Phase 3: add the preceding sections' total.
  if (t > 0) {
    float carry = ends[t - 1];
    for (int j = 0; j < COARSEN; j++) XY[sec + j] += carry;
  }
  __syncthreads();

  for (int j = 0; j < COARSEN; j++) {
    int i = j * BLOCK + t;
    if (base + i < n) Y[base + i] = XY[i];
  }
}
