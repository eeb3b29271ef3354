// C = A * B in fp32 (row-major; A is m x k, B is k x n) with 16x16 shared-memory tiles.
// Launch with 16x16 threads and a (ceil(n/16), ceil(m/16)) grid; any m, n, k.
#define TILE 16

extern "C" __global__ void matmul_tiled(const float* __restrict__ a, const float* __restrict__ b, float* __restrict__ c,
                                        int m, int n, int k) {
  __shared__ float as[TILE][TILE];
  __shared__ float bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float acc = 0.f;
  for (int t = 0; t < k; t += TILE) {
    as[ty][tx] = (row < m && t + tx < k) ? a[(long)row * k + t + tx] : 0.f;
    bs[ty][tx] = (t + ty < k && col < n) ? b[(long)(t + ty) * n + col] : 0.f;
    __syncthreads();
    for (int i = 0; i < TILE; ++i) acc += as[ty][i] * bs[i][tx];
    __syncthreads();
  }
  if (row < m && col < n) c[(long)row * n + col] = acc;
}
