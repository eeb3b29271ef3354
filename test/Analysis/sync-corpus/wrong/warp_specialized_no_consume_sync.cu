// warp_specialized_loader_tiles without the barrier after the consumers:
// warp 0 loads the next tile over words that other warps may still be
// reading.
// LAUNCH: grid=4 block=256 args=out:f32[1024]:zero in:f32[16384]:rand tiles:i32=4
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TILE 1024

extern "C" __global__ void __launch_bounds__(256) warp_specialized_no_consume_sync(float *out, const float *in, int tiles) {
  __shared__ float tile[TILE];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  float acc = 0.0f;
  for (int k = 0; k < tiles; k++) {
    if (warp == 0)
      // CHECK: warp_specialized_no_consume_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      for (int i = lane; i < TILE; i += 32) tile[i] = in[(blockIdx.x * tiles + k) * TILE + i];
    __syncthreads();
    for (int j = 0; j < 4; j++) acc += tile[threadIdx.x * 4 + j];
  }
  out[blockIdx.x * 256 + threadIdx.x] = acc;
}
