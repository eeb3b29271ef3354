// SHOC Stencil2D-style 9-point stencil with the barrier between the tile load and
// the stencil left out: thread (0, 1) reads sh[1][1], its upper neighbour's cell,
// which thread (0, 0) may not have stored yet.
// LAUNCH: grid=2,3 block=32,4 args=data:f32[4900]:rand newData:f32[4900]:zero nRows:i32=49 nCols:i32=100 wCenter:f32=0.25 wCardinal:f32=0.15 wDiagonal:f32=0.05
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define LCOLS 32
#define LROWS 16
#define ROWS_PER_THREAD (LROWS / 4)

__device__ __forceinline__ float fetch(const float *data, int r, int c, int nRows, int nCols) {
  r = min(max(r, 0), nRows - 1);
  c = min(max(c, 0), nCols - 1);
  return data[r * nCols + c];
}

extern "C" __global__ void stencil2d_rows_no_halo_sync(const float *data, float *newData, int nRows, int nCols,
                                                            float wCenter, float wCardinal, float wDiagonal) {
  __shared__ float sh[LROWS + 2][LCOLS + 2];
  const int bx = threadIdx.x;
  const int by = threadIdx.y;
  const int gRow0 = blockIdx.y * LROWS;
  const int gCol = blockIdx.x * LCOLS + bx;

  for (int i = 0; i < ROWS_PER_THREAD; i++) {
    int lr = by + i * blockDim.y;
    int gr = gRow0 + lr;
    sh[lr + 1][bx + 1] = fetch(data, gr, gCol, nRows, nCols);
    if (bx == 0) sh[lr + 1][0] = fetch(data, gr, gCol - 1, nRows, nCols);
    if (bx == blockDim.x - 1) sh[lr + 1][LCOLS + 1] = fetch(data, gr, gCol + 1, nRows, nCols);
  }
  if (by == 0) {
    sh[0][bx + 1] = fetch(data, gRow0 - 1, gCol, nRows, nCols);
    if (bx == 0) sh[0][0] = fetch(data, gRow0 - 1, gCol - 1, nRows, nCols);
    if (bx == blockDim.x - 1) sh[0][LCOLS + 1] = fetch(data, gRow0 - 1, gCol + 1, nRows, nCols);
  }
  if (by == blockDim.y - 1) {
    sh[LROWS + 1][bx + 1] = fetch(data, gRow0 + LROWS, gCol, nRows, nCols);
    if (bx == 0) sh[LROWS + 1][0] = fetch(data, gRow0 + LROWS, gCol - 1, nRows, nCols);
    if (bx == blockDim.x - 1) sh[LROWS + 1][LCOLS + 1] = fetch(data, gRow0 + LROWS, gCol + 1, nRows, nCols);
  }

  for (int i = 0; i < ROWS_PER_THREAD; i++) {
    int lr = by + i * blockDim.y + 1;
    int lc = bx + 1;
    int gr = gRow0 + lr - 1;
    float center = sh[lr][lc];
    // CHECK: stencil2d_rows_no_halo_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    float cardinal = sh[lr - 1][lc] + sh[lr + 1][lc] + sh[lr][lc - 1] + sh[lr][lc + 1];
    float diagonal = sh[lr - 1][lc - 1] + sh[lr - 1][lc + 1] + sh[lr + 1][lc - 1] + sh[lr + 1][lc + 1];
    if (gr < nRows && gCol < nCols) newData[gr * nCols + gCol] = wCenter * center + wCardinal * cardinal + wDiagonal * diagonal;
  }
}
