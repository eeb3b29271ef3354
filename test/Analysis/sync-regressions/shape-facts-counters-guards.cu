// RUN: kilnc %s --arch=sm_90 -o /dev/null 2>&1 | count 0
// RUN: kilnc %s --arch=sm_90 -o /dev/null -DSTATIC_TILE -DUNTILED 2>&1 | count 0
// RUN: kilnc %s --arch=sm_90 -o /dev/null -DUNTILED 2>&1 | FileCheck %s --check-prefix=GUESSED
// RUN: not kilnc %s --arch=sm_90 -o /dev/null -DUNTILED -DBOUND=1024 2>&1 | FileCheck %s --check-prefix=BOUND
// Issue 11 (branch sync27): MAGMA's register-blocked GEMMs have no launch
// bound; the flat index re-split 32x8 for the tile copy collides under a
// 16x64 block, which the race check tried. Two facts of the code rule that
// shape out, each alone:
// - the tile copy `sA[(j + idyA) * 65 + i + idxA]` runs in every iteration of
//   two unrolled loops: with every combination of j and i it must stay inside
//   the array (-DSTATIC_TILE: 16 * 65 elements), so idt < 256;
// - the C stores `C[c * n + r]`, r = blockIdx.x * 64 + x * 16 + threadIdx.x
//   for x = 0..3, keep each block inside its 64x64 tile: the bounds check
//   `r < n && c < n` passes inside the matrix, so threadIdx.x and .y < 16.
// With neither (-DUNTILED, dynamic shared memory), the collision needs a
// block of more than 256 threads that nothing in the kernel asks for: a
// warning naming the 16x64 shape, not an error. With a launch bound that
// admits it (-DBOUND=1024) it is a proven race.
#define BLK 64
#define BK 16

#ifdef BOUND
__launch_bounds__(BOUND)
#endif
__global__ void gemm16(const double *A, double *C, int n) {
#ifdef STATIC_TILE
  __shared__ double sA[BK * (BLK + 1)];
#else
  extern __shared__ double sA[];
#endif
  const int idx = threadIdx.x, idy = threadIdx.y, idt = 16 * idy + idx;
  const int idxA = idt % 32, idyA = idt / 32;
  double rC[4][4] = {};
  for (int kk = 0; kk < n; kk += BK) {
#pragma unroll
    for (int j = 0; j < BK; j += 8)
#pragma unroll
      // GUESSED: shape-facts-counters-guards.cu:[[@LINE+2]]:{{.*}} warning: shared-memory race {{.*}}with a 16x64 block{{.*}}only blocks of more than 256 threads collide here
      // BOUND: shape-facts-counters-guards.cu:[[@LINE+1]]:{{.*}} error: shared-memory race {{.*}}with a {{16x64|16x32}} block
      for (int i = 0; i < BLK; i += 32) sA[(j + idyA) * (BLK + 1) + i + idxA] = A[(kk + j + idyA) * n + blockIdx.x * BLK + i + idxA];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < BK; ++k)
#pragma unroll
      for (int y = 0; y < 4; ++y)
#pragma unroll
        for (int x = 0; x < 4; ++x) rC[y][x] += sA[k * (BLK + 1) + x * 16 + idx] * (y + 1);
    __syncthreads();
  }
#pragma unroll
  for (int y = 0; y < 4; ++y)
#pragma unroll
    for (int x = 0; x < 4; ++x) {
#ifdef UNTILED
      int r = blockIdx.x * blockDim.x * 4 + x * 16 + idx, c = blockIdx.y * blockDim.y * 4 + y * 16 + idy;
#else
      int r = blockIdx.x * BLK + x * 16 + idx, c = blockIdx.y * BLK + y * 16 + idy;
#endif
      if (r < n && c < n) C[c * n + r] = rC[y][x];
    }
}
