// Out-of-place transpose of a rows x cols matrix through a 32x33 shared tile (the extra column
// avoids bank conflicts). Launch with 32x8 threads and a (ceil(cols/32), ceil(rows/32)) grid.
extern "C" __global__ void transpose(const float* __restrict__ in, float* __restrict__ out, int rows, int cols) {
  __shared__ float t[32][33];
  int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += 8)
    if (x < cols && y + j < rows) t[threadIdx.y + j][threadIdx.x] = in[(long)(y + j) * cols + x];
  __syncthreads();
  x = blockIdx.y * 32 + threadIdx.x;
  y = blockIdx.x * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += 8)
    if (x < rows && y + j < cols) out[(long)(y + j) * rows + x] = t[threadIdx.x][threadIdx.y + j];
}
