// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// Issue 11: a warp-strided loop `for (i = lane; i < C; i += 32)` storing
// into its warp's row `rowbuf[warp][i]` (C an argument) was a proven race:
// iteration 4 of thread 0 (i = 128) was taken to reach rowbuf[1][0]. An
// in-bounds index stays below its dimension's extent, so i < 128 bounds the
// iterations; and accesses to rows that only one warp's threads share never
// meet another warp, so a __syncwarp() orders them.

// Staging a row, __syncwarp(), reading it reversed: silent.
// CHECK-NOT: array-row-extent.cu:{{(1[0-9]|20)}}:{{.*}}{{error|warning}}
__global__ void __launch_bounds__(256) row_stage(float *out, const float *in, int C) {
  __shared__ float rowbuf[8][128];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  for (int i = lane; i < C; i += 32)
    rowbuf[warp][i] = in[warp * C + i];
  __syncwarp();
  for (int i = lane; i < C; i += 32)
    out[warp * C + i] = rowbuf[warp][C - 1 - i];
}

// Rows shared by two warps (warp / 2): the __syncwarp() does not order
// warps 0 and 1, which both read and write row 0.
// CHECK: array-row-extent.cu:[[@LINE+6]]:{{.*}}error: shared-memory race (write-after-write){{.*}}rowbuf
// CHECK: array-row-extent.cu:[[@LINE+8]]:{{.*}}{{error|warning}}: {{.*}}rowbuf
__global__ void __launch_bounds__(256) row_stage_shared_rows(float *out, const float *in, int C) {
  __shared__ float rowbuf[4][128];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  for (int i = lane; i < C; i += 32)
    rowbuf[warp / 2][i] = in[warp * C + i];
  __syncwarp();
  for (int i = lane; i < C; i += 32)
    out[warp * C + i] = rowbuf[warp / 2][C - 1 - i];
}
