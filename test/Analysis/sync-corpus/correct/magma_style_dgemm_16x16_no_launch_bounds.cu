// MAGMA-style register-blocked DGEMM (gemm_template_device_nn's shape): a 16x16 block stages a 64x16
// slice of A and a 16x64 slice of B in dynamic shared memory, the flat thread index re-split 32x8 and
// 8x32 for the two copies, and each thread keeps a 4x4 tile of C. Written for its 16x16 launch and,
// as MAGMA's kernels are, without __launch_bounds__: under a larger block (16x64) the tile stores of
// two threads would collide. The code itself rules that shape out (branch sync27): the tile copy
// must stay inside the sA carve for every value of its two unrolled loops, and the guarded 2-D
// column-major C stores tile the output in 64x64 blocks.
// LAUNCH: kernel=magma_style_dgemm grid=2,2 block=16,16 smem=17024 args=A:f64[16384]:rand B:f64[16384]:rand C:f64[16384]:zero n:i32=128
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BLK 64
#define BK 16

template <int DIM_X, int DIM_Y>
__device__ void tile_gemm(const double *A, const double *B, double *C, int n, double *sA, double *sB) {
  const int idx = threadIdx.x, idy = threadIdx.y, idt = DIM_X * idy + idx;
  const int idxA = idt % 32, idyA = idt / 32, idxB = idt % 8, idyB = idt / 8;
  double rC[4][4] = {};
  for (int kk = 0; kk < n; kk += BK) {
#pragma unroll
    for (int j = 0; j < BK; j += 8)
#pragma unroll
      for (int i = 0; i < BLK; i += 32) sA[(j + idyA) * (BLK + 1) + i + idxA] = A[blockIdx.x * BLK + i + idxA + (kk + j + idyA) * n];
#pragma unroll
    for (int j = 0; j < BLK; j += 32)
#pragma unroll
      for (int i = 0; i < BK; i += 8) sB[(j + idyB) * (BK + 1) + i + idxB] = B[kk + i + idxB + (blockIdx.y * BLK + j + idyB) * n];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < BK; ++k)
#pragma unroll
      for (int y = 0; y < 4; ++y)
#pragma unroll
        for (int x = 0; x < 4; ++x) rC[y][x] += sA[k * (BLK + 1) + x * DIM_X + idx] * sB[(y * DIM_Y + idy) * (BK + 1) + k];
    __syncthreads();
  }
#pragma unroll
  for (int y = 0; y < 4; ++y)
#pragma unroll
    for (int x = 0; x < 4; ++x) {
      int r = blockIdx.x * BLK + x * DIM_X + idx, c = blockIdx.y * BLK + y * DIM_Y + idy;
      if (r < n && c < n) C[c * n + r] = rC[y][x];
    }
}

extern "C" __global__ void magma_style_dgemm(const double *A, const double *B, double *C, int n) {
  extern __shared__ double smem[];
  tile_gemm<16, 16>(A, B, C, n, smem, smem + BK * (BLK + 1));
}
