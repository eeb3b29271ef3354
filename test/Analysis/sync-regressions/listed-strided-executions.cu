// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// Issue 11 (branch probe18): loops that step by blockDim.y (`for (j =
// threadIdx.y; j < 32; j += blockDim.y)`) were "not an affine function"
// (blockDim.y is no multiple of blockDim.x), and so was an address that
// reads two block-strided loops (a 2-D halo load, `tile[y][x]` with y and x
// strided). Under a block shape such loops have a constant stride and
// bound, so an access's executions are listed (thread, byte) with each loop
// index and known uniform counter bound to its values (HazardExecutions.cpp):
// no byte shared by two threads is silence, a shared byte a witness.

// CHECK-NOT: listed-strided-executions.cu:{{(1[0-9]|2[0-9]|3[0-9]|4[0-4])}}:{{.*}}{{error|warning}}
#define T 16
__global__ void __launch_bounds__(256) rows_by_ty(float *out, const float *in) {
  __shared__ float tile[32][33];
  for (int j = threadIdx.y; j < 32; j += blockDim.y)
    tile[j][threadIdx.x] = in[j * 32 + threadIdx.x];
  __syncthreads();
  for (int j = threadIdx.y; j < 32; j += blockDim.y)
    out[j * 32 + threadIdx.x] = tile[threadIdx.x][j];
}

__global__ void __launch_bounds__(256) halo_by_ty_tx(float *out, const float *in, int n) {
  __shared__ float tile[T + 2][T + 2];
  for (int y = threadIdx.y; y < T + 2; y += blockDim.y)
    for (int x = threadIdx.x; x < T + 2; x += blockDim.x)
      tile[y][x] = in[(y % n) * n + x % n];
  __syncthreads();
  out[threadIdx.y * T + threadIdx.x] =
      tile[threadIdx.y + 1][threadIdx.x] + tile[threadIdx.y + 1][threadIdx.x + 2];
}

// Two columns of one row in one iteration of a blockDim.y loop.
__global__ void __launch_bounds__(64) two_columns(float *out, const float *in) {
  __shared__ float b[16][32];
  for (int r = threadIdx.y; r < 16; r += blockDim.y) {
    b[r][threadIdx.x] = in[r * 32 + threadIdx.x];
    b[r][threadIdx.x + 16] = in[r * 32 + threadIdx.x + 16];
  }
  __syncthreads();
  out[threadIdx.y * 16 + threadIdx.x] = b[threadIdx.x][threadIdx.y];
}

// The halo read before the barrier: a neighbour's element (threads named).
// CHECK: listed-strided-executions.cu:[[@LINE+8]]:{{.*}}error: {{.*}}read-after-write{{.*}}threads ({{[0-9]+}},{{[0-9]+}}) and ({{[0-9]+}},{{[0-9]+}}), {{.*}}tile[{{[0-9]+}}]
__global__ void __launch_bounds__(256) halo_no_sync(float *out, const float *in, int n) {
  __shared__ float tile[T + 2][T + 2];
  for (int y = threadIdx.y; y < T + 2; y += blockDim.y)
    for (int x = threadIdx.x; x < T + 2; x += blockDim.x)
      tile[y][x] = in[(y % n) * n + x % n];
  float s = 0.0f;
  for (int d = 0; d < 3; ++d)
    s += tile[threadIdx.y + d][threadIdx.x + 1];
  out[threadIdx.y * T + threadIdx.x] = s;
}

// A 1-D flat fill (constant stride) read back by rows, no barrier between.
// CHECK: listed-strided-executions.cu:[[@LINE+6]]:{{.*}}error: {{.*}}read-after-write{{.*}}threads {{[0-9]+}} and {{[0-9]+}}, {{.*}}rows[{{[0-9]+}}]
__global__ void __launch_bounds__(64) flat_fill_rows_no_sync(float *out, const float *in) {
  __shared__ float rows[64][65];
  for (int i = threadIdx.x; i < 4096; i += 64) rows[i / 64][i % 64] = in[i];
  float s = 0.0f;
  for (int j = 0; j < 64; ++j)
    s += rows[threadIdx.x][j];
  out[threadIdx.x] = s;
}

// A strided loop with a __syncwarp() in its body: the lanes of one warp
// share its index, the same iteration is ordered by the warp barrier, and
// the pair across its own iterations is not the same index (this was a
// false error "threads (31,31) and (30,31)" once blockDim.y had a value).
// CHECK-NOT: listed-strided-executions.cu:{{[0-9]+}}:{{.*}}error: {{.*}}carry
__global__ void column_carry(unsigned *out) {
  __shared__ unsigned carry[32];
  const int lane = threadIdx.x, wy = threadIdx.y;
  if (wy == 0) carry[lane] = 0;
  __syncthreads();
  for (int c = wy; c < 32; c += blockDim.y) {
    unsigned v = carry[c] + lane;
    __syncwarp();
    if (lane == 31) carry[c] = v;
  }
  __syncthreads();
  out[threadIdx.y * 32 + lane] = carry[lane];
}
