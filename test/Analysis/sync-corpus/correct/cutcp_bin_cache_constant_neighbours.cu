// Parboil cutcp style: the block's lattice points accumulate the potential of the atoms in a
// list of neighbour bins whose length and offsets live in __constant__ memory; every bin is
// staged through a shared cache, with a barrier before the reload (the previous bin's readers)
// and one after it.
// LAUNCH: grid=4 block=128 constant=NbrListLen:i32[1]:const(5) constant=NbrList:i32[8]:iota(0,1) args=bins:f32[4096]:urand out:f32[512]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#define BIN_DEPTH 32
#define BIN_FLOATS (4 * BIN_DEPTH)

__constant__ int NbrListLen[1];
__constant__ int NbrList[8];

extern "C" __global__ void __launch_bounds__(128) cutcp_bin_cache_constant_neighbours(const float *bins, float *out) {
  __shared__ float AtomBinCache[BIN_FLOATS];
  const int tid = threadIdx.x;
  const float px = 0.125f * (blockIdx.x * blockDim.x + tid);
  float energy = 0.f;
  for (int nbrid = 0; nbrid < NbrListLen[0]; nbrid++) {
    const float *bin = bins + (blockIdx.x + NbrList[nbrid]) * BIN_FLOATS;
    __syncthreads();
    if (tid < BIN_FLOATS)
      AtomBinCache[tid] = bin[tid];
    __syncthreads();
    for (int n = 0; n < BIN_DEPTH; n++) {
      float aq = AtomBinCache[4 * n + 3];
      if (aq == 0)
        break;
      float dx = AtomBinCache[4 * n] - px;
      float dy = AtomBinCache[4 * n + 1];
      float dz = AtomBinCache[4 * n + 2];
      float r2 = dx * dx + dy * dy + dz * dz;
      if (r2 < 4.f)
        energy += aq * rsqrtf(r2 + 0.01f);
    }
  }
  out[blockIdx.x * blockDim.x + tid] = energy;
}
