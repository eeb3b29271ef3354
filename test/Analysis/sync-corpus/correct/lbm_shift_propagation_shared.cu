// Lattice-Boltzmann propagation along x through shared memory (the early D2Q9/D3Q19 GPU codes):
// a block holds one row of the lattice; each thread stores its east- and west-moving
// distributions one slot to the right / left of itself (the boundary threads wrapping round),
// and after a barrier reads back its own slot.
// LAUNCH: grid=8 block=128 args=fE:f32[1024]:rand fW:f32[1024]:rand fC:f32[1024]:rand out:f32[3072]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#define NX 128

extern "C" __global__ void __launch_bounds__(NX) lbm_shift_propagation_shared(const float *fE, const float *fW,
                                                                              const float *fC, float *out) {
  __shared__ float F_OUT_E[NX];
  __shared__ float F_OUT_W[NX];
  const int tx = threadIdx.x;
  const int k = blockIdx.x * NX + tx;
  float e = fE[k], w = fW[k], c = fC[k];
  // Collision (a relaxation towards the local mean).
  float rho = e + w + c, mean = rho / 3.f;
  e += 0.6f * (mean - e);
  w += 0.6f * (mean - w);
  c += 0.6f * (mean - c);
  if (tx < NX - 1)
    F_OUT_E[tx + 1] = e;
  else
    F_OUT_E[0] = e;
  if (tx > 0)
    F_OUT_W[tx - 1] = w;
  else
    F_OUT_W[NX - 1] = w;
  __syncthreads();
  out[3 * k] = F_OUT_E[tx];
  out[3 * k + 1] = F_OUT_W[tx];
  out[3 * k + 2] = c;
}
