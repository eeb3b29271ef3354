// RUN: kilnc %s --arch=sm_90 -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --arch=sm_90 -o /dev/null -DUNTILED 2>&1 | FileCheck %s
// Issue 11 (branch sync16): the CUDA samples' DCT8x8 lays a 1-D shared tile
// out for block(8, 4, 2) and has no launch bound; under 8x64x2 its rows
// overlap and the race check reported write-after-write errors. Its global
// stores say the shape: `blockIdx.x * 32 + threadIdx.y * 8 + threadIdx.x`
// and `(blockIdx.y * 16 + threadIdx.z * 8) * stride` keep each block inside
// a 32x16 tile, so a shape whose threads leave [0, 32) (or [0, 16)) would
// have two blocks store the same elements: not one the kernel is written
// for. Without the tiled store (-DUNTILED) every shape stays a candidate and
// the overlap under a larger one is reported, naming it.
#define W 32
#define S (W + 1)

__global__ void row_then_column(float *out, const float *in, int stride) {
  __shared__ float tile[16 * S];
  int col = threadIdx.y * 8 + threadIdx.x;
  int row = threadIdx.z * 8;
  const float *src = in + (blockIdx.y * 16 + row) * stride + blockIdx.x * W + col;
#ifdef UNTILED
  float *dst = out + (blockIdx.y * 16 + row) * stride + blockIdx.x * blockDim.x * blockDim.y + col;
#else
  float *dst = out + (blockIdx.y * 16 + row) * stride + blockIdx.x * W + col;
#endif
  float *p = tile + row * S + col;
  // CHECK: block-tile-shapes.cu:[[@LINE+1]]:{{.*}} error: shared-memory race {{.*}}(with a 8x{{[0-9]+}}x{{[0-9]+}} block
  for (int i = 0; i < 8; i++) p[i * S] = src[i * stride];
  __syncthreads();
  // One row of eight per thread, in place.
  float *r = tile + (row + threadIdx.x) * S + col - threadIdx.x;
  float sum = 0.0f;
  for (int k = 0; k < 8; k++) sum += r[k];
  for (int k = 0; k < 8; k++) r[k] = r[k] - sum * 0.125f;
  __syncthreads();
  for (int i = 0; i < 8; i++) dst[i * stride] = p[i * S];
}
