// Warp specialisation without named barriers: warp 0 loads each tile into
// shared memory (lane-strided), every warp then consumes it; a barrier after
// the load and one before the next load (the consumers must be done).
// LAUNCH: grid=4 block=256 args=out:f32[1024]:zero in:f32[16384]:rand tiles:i32=4
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TILE 1024

extern "C" __global__ void __launch_bounds__(256) warp_specialized_loader_tiles(float *out, const float *in, int tiles) {
  __shared__ float tile[TILE];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  float acc = 0.0f;
  for (int k = 0; k < tiles; k++) {
    if (warp == 0)
      for (int i = lane; i < TILE; i += 32) tile[i] = in[(blockIdx.x * tiles + k) * TILE + i];
    __syncthreads();
    for (int j = 0; j < 4; j++) acc += tile[threadIdx.x * 4 + j];
    __syncthreads();
  }
  out[blockIdx.x * 256 + threadIdx.x] = acc;
}
