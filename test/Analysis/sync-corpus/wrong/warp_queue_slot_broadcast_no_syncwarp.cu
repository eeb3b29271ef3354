// persistent_warp_rows_atomic_queue with the row broadcast through a shared
// slot per warp instead of a shuffle, and no __syncwarp() around it: lane 1
// may read slot[warp] before lane 0 stores the row it took (and lane 0 may
// overwrite it with the next row while lane 1 still reads the current one).
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(128) warp_queue_slot_broadcast_no_syncwarp(int *next_row, const float *a,
                                                                                       float *norms, int rows,
                                                                                       int cols) {
  __shared__ int slot[4];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  while (true) {
    if (lane == 0) slot[warp] = atomicAdd(next_row, 1);
    // CHECK: warp_queue_slot_broadcast_no_syncwarp.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    const int row = slot[warp];
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
