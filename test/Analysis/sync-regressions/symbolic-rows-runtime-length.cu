// RUN: kilnc %s --arch=sm_90 -o /dev/null 2>&1 | count 0
// RUN: kilnc %s --arch=sm_90 -o /dev/null -DNEIGHBOUR 2>&1 | FileCheck %s
// Issue 11 (branch sync27): llm.c-style carves of dynamic shared memory at
// a run-time length C: the parameters at sh[0, C) and sh[C, 2C), then one
// row of C per warp from 2C on, each filled and read by its warp's lanes in
// `for (c = lane; c < C; c += 32)`. The index is below C inside the loop,
// so the rows (whole multiples of C: 0, 1, 2 + warp) never meet, and in one
// row the same lane writes and reads each column (equal residues of the
// starts modulo the constant step): no warning. Reading the neighbouring
// warp's row (-DNEIGHBOUR) meets that warp's writes.
extern "C" __global__ void rows(const float *x, const float *w, const float *b, float *out, int N, int C) {
  extern __shared__ float sh[];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32, warps = blockDim.x / 32;
  float *s_w = sh;
  float *s_b = sh + C;
  float *s_row = sh + 2 * C + warp * C;
  for (int i = threadIdx.x; i < C; i += blockDim.x) {
    s_w[i] = w[i];
    s_b[i] = b[i];
  }
  __syncthreads();
  const int row = blockIdx.x * warps + warp;
  float sum = 0.f;
  for (int c = lane; c < C; c += 32) {
    float v = x[row * C + c];
    s_row[c] = v;
    sum += v;
  }
  for (int o = 16; o > 0; o >>= 1)
    sum += __shfl_xor_sync(0xffffffffu, sum, o);
  const float m = sum / C;
#ifdef NEIGHBOUR
  const float *r = sh + 2 * C + (warp ^ 1) * C;
#else
  const float *r = s_row;
#endif
  // CHECK: symbolic-rows-runtime-length.cu:[[@LINE+1]]:{{.*}}: {{warning|error}}: {{.*}}race
  for (int c = lane; c < C; c += 32) out[row * C + c] = (r[c] - m) * s_w[c] + s_b[c];
}
