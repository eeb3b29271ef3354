// A persistent kernel that hands out rows to warps, not blocks: lane 0 of each
// warp takes the next row from a global counter with atomicAdd, __shfl_sync
// broadcasts it, and the whole warp leaves together when the rows run out (the
// exit depends only on the broadcast value); each warp computes its row's
// Euclidean norm with a strided loop and a __shfl_down_sync reduction.
// LAUNCH: grid=2 block=128 args=next:i32[1]:zero a:f32[4800]:rand norms:f32[48]:zero rows:i32=48 cols:i32=100
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void persistent_warp_rows_atomic_queue(int *next_row, const float *a, float *norms, int rows,
                                                             int cols) {
  const int lane = threadIdx.x & 31;
  while (true) {
    int row = 0;
    if (lane == 0) row = atomicAdd(next_row, 1);
    row = __shfl_sync(0xffffffffu, row, 0);
    if (row >= rows) break;
    float s = 0.0f;
    for (int c = lane; c < cols; c += 32) {
      float v = a[(size_t)row * cols + c];
      s += v * v;
    }
    for (int o = 16; o > 0; o >>= 1) s += __shfl_down_sync(0xffffffffu, s, o);
    if (lane == 0) norms[row] = sqrtf(s);
  }
}
