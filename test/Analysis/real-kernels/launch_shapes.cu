// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// Races that depend on the block shape. transpose's tile t[ty + j][tx] is
// race-free for the 32x8 block it is written for; blocks wider than 33 or
// taller than 8 would index the tile out of bounds, so they are not
// candidates. The stencil's temp[tid + RADIUS] is in bounds only for at most
// 256 threads, under which the halo writes do not overlap it.
extern "C" __global__ void transpose(const float *in, float *out, int rows, int cols) {
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

extern "C" __global__ void stencil1d(const int *in, int *out, int n) {
  const int RADIUS = 3;
  __shared__ int temp[256 + 2 * RADIUS];
  int gindex = threadIdx.x + blockIdx.x * blockDim.x;
  int lindex = threadIdx.x + RADIUS;
  temp[lindex] = gindex < n ? in[gindex] : 0;
  if (threadIdx.x < RADIUS) {
    temp[lindex - RADIUS] = gindex >= RADIUS ? in[gindex - RADIUS] : 0;
    temp[lindex + 256] = gindex + 256 < n ? in[gindex + 256] : 0;
  }
  __syncthreads();
  int result = 0;
  for (int offset = -RADIUS; offset <= RADIUS; offset++) result += temp[lindex + offset];
  if (gindex < n) out[gindex] = result;
}
