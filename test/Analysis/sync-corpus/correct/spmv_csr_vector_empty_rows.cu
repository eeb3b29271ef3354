// CSR sparse matrix-vector product, one warp per row, with an early exit for
// empty rows: the row bounds are loaded at the warp's row, so the whole warp
// leaves together and the full-mask shuffle reduction after it is reached by
// all 32 lanes.
// LAUNCH: grid=16 block=128 args=rows:i32=60 row_ptr:i32[61]:iota(0,5) cols:i32[300]:rand(0,64) vals:f32[300]:rand x:f32[64]:rand y:f32[60]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void spmv_csr_vector_empty_rows(int rows, const int *row_ptr, const int *cols, const float *vals,
                                                      const float *x, float *y) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int lane = threadIdx.x & 31;
  if (warp >= rows) return;
  int start = row_ptr[warp];
  int end = row_ptr[warp + 1];
  if (start == end) {
    if (lane == 0) y[warp] = 0.0f;
    return;
  }
  float sum = 0.0f;
  for (int j = start + lane; j < end; j += 32) sum += vals[j] * x[cols[j]];
  for (int off = 16; off > 0; off /= 2) sum += __shfl_down_sync(0xffffffffu, sum, off);
  if (lane == 0) y[warp] = sum;
}
