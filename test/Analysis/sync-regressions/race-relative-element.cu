// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// A race between two accesses whose addresses share a uniform (non-constant)
// base, here the stage of a double buffer, names the element relative to it.
__launch_bounds__(256) __global__ void same_stage(const float *in, float *out, int steps) {
  __shared__ float buf[2][256];
  int t = threadIdx.x;
  buf[0][t] = in[t];
  __syncthreads();
  for (int i = 0; i < steps; ++i) {
    int cur = i & 1;
    float v = buf[cur][(t + 1) % 256];
    // CHECK: race-relative-element.cu:[[@LINE+1]]:{{.*}}: error: shared-memory race (write-after-read){{.*}}threads {{[0-9]+}} and {{[0-9]+}}, element offset {{[0-9]+}} in @{{.*}}buf from the uniform base both addresses share
    buf[cur][t] = v;
    __syncthreads();
  }
  out[t] = buf[steps & 1][t];
}
