// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// Issue 11: a block-strided loop with a constant stride and bound (`for (r
// = ty; r < 20; r += 16)`) against an access that depends on another
// loop's counter (`rows[ty + k][tx]`, k < 5) was "the block-strided loop
// index ... is not compared" (a warning, also on the wrong kernel below).
// Each iteration the threads can run is now the strided access moved by that
// many strides, compared with the other by the counter search.

// Two passes with a barrier between them: silent.
// CHECK-NOT: strided-against-counters.cu:{{(1[0-9]|2[0-9])}}:{{.*}}{{error|warning}}
__global__ void two_pass_rows(float *out, const float *in) {
  __shared__ float rows[20][16];
  int tx = threadIdx.x, ty = threadIdx.y;
  for (int r = ty; r < 20; r += 16)
    rows[r][tx] = in[r * 16 + tx];
  __syncthreads();
  float acc = 0.0f;
  for (int k = 0; k <= 4; ++k)
    acc += rows[ty + k][tx];
  out[ty * 16 + tx] = acc;
}

// Without the barrier: thread (0,1) reads rows[2][0], which (0,2) writes.
__global__ void two_pass_rows_no_sync(float *out, const float *in) {
  __shared__ float rows[20][16];
  int tx = threadIdx.x, ty = threadIdx.y;
  for (int r = ty; r < 20; r += 16)
    rows[r][tx] = in[r * 16 + tx];
  float acc = 0.0f;
  for (int k = 0; k <= 4; ++k)
    // CHECK: strided-against-counters.cu:[[@LINE+1]]:{{.*}}error: shared-memory race (read-after-write){{.*}}threads ({{[0-9]+}},{{[0-9]+}}) and
    acc += rows[ty + k][tx];
  out[ty * 16 + tx] = acc;
}
