// @realcode Double-buffered SGEMM with the async-copy primitives of <cuda_pipeline.h> (the pattern of the CUDA programming guide's memcpy_async examples): a 32x32 block tile, each of the 8x32 threads copying one 16-byte row piece of the next A and B tiles with __pipeline_memcpy_async while it computes four outputs from the current ones; __pipeline_commit / __pipeline_wait_prior(1) and a barrier hand each stage over.
// @let M = 2048
// @let N = 2048
// @let K = 2048
// @buf a f32[M * K] uniform(-1, 1)
// @buf b f32[K * N] uniform(-1, 1)
// @buf c f32[M * N] zero
// @launch sgemm_async_double_buffer grid(N / 32, M / 32) block(8, 32) args(a, b, c, i32(M), i32(N), i32(K))
// @check c abs=1e-3 rel=1e-4
#include <cuda_pipeline.h>

#define TILE 32

__device__ __forceinline__ void issue_tile(float (*sa)[TILE], float (*sb)[TILE], const float *a, const float *b,
                                           int row0, int col0, int k0, int n, int k) {
  int ty = threadIdx.y, tx4 = threadIdx.x * 4;
  __pipeline_memcpy_async(&sa[ty][tx4], &a[(size_t)(row0 + ty) * k + k0 + tx4], 16);
  __pipeline_memcpy_async(&sb[ty][tx4], &b[(size_t)(k0 + ty) * n + col0 + tx4], 16);
}

__global__ void sgemm_async_double_buffer(const float *a, const float *b, float *c, int m, int n, int k) {
  __shared__ __align__(16) float sa[2][TILE][TILE];
  __shared__ __align__(16) float sb[2][TILE][TILE];
  const int row0 = blockIdx.y * TILE, col0 = blockIdx.x * TILE;
  const int ty = threadIdx.y, tx4 = threadIdx.x * 4;
  float acc[4] = {0.0f, 0.0f, 0.0f, 0.0f};

  const int tiles = k / TILE;
  issue_tile(sa[0], sb[0], a, b, row0, col0, 0, n, k);
  __pipeline_commit();
  for (int t = 0; t < tiles; t++) {
    int cur = t & 1;
    if (t + 1 < tiles) issue_tile(sa[cur ^ 1], sb[cur ^ 1], a, b, row0, col0, (t + 1) * TILE, n, k);
    __pipeline_commit();
    __pipeline_wait_prior(1);  // this thread's copies of stage t are done
    __syncthreads();           // and everyone else's
#pragma unroll 8
    for (int kk = 0; kk < TILE; kk++) {
      float av = sa[cur][ty][kk];
#pragma unroll
      for (int j = 0; j < 4; j++) acc[j] += av * sb[cur][kk][tx4 + j];
    }
    __syncthreads();  // stage t is read before the copy of stage t + 2 overwrites it
  }
#pragma unroll
  for (int j = 0; j < 4; j++) c[(size_t)(row0 + ty) * n + col0 + tx4 + j] = acc[j];
}
