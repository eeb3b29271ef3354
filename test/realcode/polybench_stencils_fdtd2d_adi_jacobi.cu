// @realcode PolyBench/GPU-style stencil benchmarks: DATA_TYPE and dimension macros, one small kernel per statement of the PolyBench loop nest launched from a host time loop with DIM_THREAD_BLOCK_X/Y macros, fdtd-2d (fdtd_step1..3 with the _fict_ boundary row), jacobi-2d (runJacobiCUDA_kernel1/2 copying back), and ADI's column and row sweeps (adi_kernel1..6) walking sequential dependences inside a thread.
// @let N = 2048
// @let TMAX = 8
// @buf ex f32[N * N] uniform(0, 1)
// @buf ey f32[N * N] uniform(0, 1)
// @buf hz f32[N * N] uniform(0, 1)
// @buf fict f32[TMAX] uniform(0, 1)
// @buf ja f32[N * N] uniform(0, 1)
// @buf jb f32[N * N] zero
// @buf aA f32[N * N] uniform(0, 0.5)
// @buf aB f32[N * N] uniform(2, 3)
// @buf aX f32[N * N] uniform(0, 1)
// @loop t = 0; t < TMAX; t = t + 1
//   @launch fdtd_step1_kernel grid(cdiv(N, 32), cdiv(N, 8)) block(32, 8) args(fict, ex, ey, hz, i32(t), i32(N), i32(N))
//   @launch fdtd_step2_kernel grid(cdiv(N, 32), cdiv(N, 8)) block(32, 8) args(ex, ey, hz, i32(t), i32(N), i32(N))
//   @launch fdtd_step3_kernel grid(cdiv(N, 32), cdiv(N, 8)) block(32, 8) args(ex, ey, hz, i32(t), i32(N), i32(N))
//   @launch runJacobiCUDA_kernel1 grid(cdiv(N, 32), cdiv(N, 8)) block(32, 8) args(i32(N), ja, jb)
//   @launch runJacobiCUDA_kernel2 grid(cdiv(N, 32), cdiv(N, 8)) block(32, 8) args(i32(N), ja, jb)
// @end
// @loop t = 0; t < 2; t = t + 1
//   @launch adi_kernel1 grid(cdiv(N, 256)) block(256) args(i32(N), aA, aB, aX)
//   @launch adi_kernel2 grid(cdiv(N, 256)) block(256) args(i32(N), aA, aB, aX)
//   @launch adi_kernel3 grid(cdiv(N, 256)) block(256) args(i32(N), aA, aB, aX)
//   @loop i1 = 1; i1 < 8; i1 = i1 + 1
//     @launch adi_kernel4 grid(cdiv(N, 256)) block(256) args(i32(N), aA, aB, aX, i32(i1))
//     @launch adi_kernel5 grid(cdiv(N, 256)) block(256) args(i32(N), aA, aB, aX, i32(i1))
//   @end
//   @launch adi_kernel6 grid(cdiv(N, 256)) block(256) args(i32(N), aA, aB, aX, i32(7))
// @end
// @check ex rel=1e-5 abs=1e-5
// @check ey rel=1e-5 abs=1e-5
// @check hz rel=1e-5 abs=1e-5
// @check ja rel=1e-5 abs=1e-6
// @check jb rel=1e-5 abs=1e-6
// @check aX rel=1e-4 abs=1e-5
// @check aB rel=1e-4 abs=1e-5
#include <cuda_runtime.h>
#include <stdio.h>

/* Can switch DATA_TYPE between float and double */
typedef float DATA_TYPE;

#define DIM_THREAD_BLOCK_X 32
#define DIM_THREAD_BLOCK_Y 8

__global__ void fdtd_step1_kernel(DATA_TYPE *_fict_, DATA_TYPE *ex, DATA_TYPE *ey, DATA_TYPE *hz, int t, int NX, int NY) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;

  if ((i < NX) && (j < NY)) {
    if (i == 0) {
      ey[i * NY + j] = _fict_[t];
    } else {
      ey[i * NY + j] = ey[i * NY + j] - 0.5f * (hz[i * NY + j] - hz[(i - 1) * NY + j]);
    }
  }
}

__global__ void fdtd_step2_kernel(DATA_TYPE *ex, DATA_TYPE *ey, DATA_TYPE *hz, int t, int NX, int NY) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;

  if ((i < NX) && (j < NY) && (j > 0)) {
    ex[i * NY + j] = ex[i * NY + j] - 0.5f * (hz[i * NY + j] - hz[i * NY + (j - 1)]);
  }
}

__global__ void fdtd_step3_kernel(DATA_TYPE *ex, DATA_TYPE *ey, DATA_TYPE *hz, int t, int NX, int NY) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;

  if ((i < (NX - 1)) && (j < (NY - 1))) {
    hz[i * NY + j] = hz[i * NY + j] - 0.7f * (ex[i * NY + (j + 1)] - ex[i * NY + j] + ey[(i + 1) * NY + j] - ey[i * NY + j]);
  }
}

__global__ void runJacobiCUDA_kernel1(int n, DATA_TYPE *A, DATA_TYPE *B) {
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  int j = blockIdx.x * blockDim.x + threadIdx.x;

  if ((i >= 1) && (i < (n - 1)) && (j >= 1) && (j < (n - 1))) {
    B[i * n + j] = 0.2f * (A[i * n + j] + A[i * n + (j - 1)] + A[i * n + (1 + j)] + A[(1 + i) * n + j] + A[(i - 1) * n + j]);
  }
}

__global__ void runJacobiCUDA_kernel2(int n, DATA_TYPE *A, DATA_TYPE *B) {
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  int j = blockIdx.x * blockDim.x + threadIdx.x;

  if ((i >= 1) && (i < (n - 1)) && (j >= 1) && (j < (n - 1))) {
    A[i * n + j] = B[i * n + j];
  }
}

__global__ void adi_kernel1(int n, DATA_TYPE *A, DATA_TYPE *B, DATA_TYPE *X) {
  int i1 = blockIdx.x * blockDim.x + threadIdx.x;

  if ((i1 < n)) {
    for (int i2 = 1; i2 < n; i2++) {
      X[i1 * n + i2] = X[i1 * n + i2] - X[i1 * n + (i2 - 1)] * A[i1 * n + i2] / B[i1 * n + (i2 - 1)];
      B[i1 * n + i2] = B[i1 * n + i2] - A[i1 * n + i2] * A[i1 * n + i2] / B[i1 * n + (i2 - 1)];
    }
  }
}

__global__ void adi_kernel2(int n, DATA_TYPE *A, DATA_TYPE *B, DATA_TYPE *X) {
  int i1 = blockIdx.x * blockDim.x + threadIdx.x;

  if ((i1 < n)) {
    X[i1 * n + (n - 1)] = X[i1 * n + (n - 1)] / B[i1 * n + (n - 1)];
  }
}

__global__ void adi_kernel3(int n, DATA_TYPE *A, DATA_TYPE *B, DATA_TYPE *X) {
  int i1 = blockIdx.x * blockDim.x + threadIdx.x;

  if (i1 < n) {
    for (int i2 = 0; i2 < n - 2; i2++) {
      X[i1 * n + (n - i2 - 2)] = (X[i1 * n + (n - 2 - i2)] - X[i1 * n + (n - 2 - i2 - 1)] * A[i1 * n + (n - i2 - 3)]) /
                                 B[i1 * n + (n - 3 - i2)];
    }
  }
}

__global__ void adi_kernel4(int n, DATA_TYPE *A, DATA_TYPE *B, DATA_TYPE *X, int i1) {
  int i2 = blockIdx.x * blockDim.x + threadIdx.x;

  if (i2 < n) {
    X[i1 * n + i2] = X[i1 * n + i2] - X[(i1 - 1) * n + i2] * A[i1 * n + i2] / B[(i1 - 1) * n + i2];
    B[i1 * n + i2] = B[i1 * n + i2] - A[i1 * n + i2] * A[i1 * n + i2] / B[(i1 - 1) * n + i2];
  }
}

__global__ void adi_kernel5(int n, DATA_TYPE *A, DATA_TYPE *B, DATA_TYPE *X, int i1) {
  int i2 = blockIdx.x * blockDim.x + threadIdx.x;

  if (i2 < n) {
    X[(n - 1) * n + i2] = X[(n - 1) * n + i2] / B[(n - 1) * n + i2];
  }
}

__global__ void adi_kernel6(int n, DATA_TYPE *A, DATA_TYPE *B, DATA_TYPE *X, int i1) {
  int i2 = blockIdx.x * blockDim.x + threadIdx.x;

  if (i2 < n) {
    X[(n - 2 - i1) * n + i2] = (X[(n - 2 - i1) * n + i2] - X[(n - i1 - 3) * n + i2] * A[(n - 3 - i1) * n + i2]) / B[(n - 2 - i1) * n + i2];
  }
}

void fdtdCuda(DATA_TYPE *_fict_gpu, DATA_TYPE *ex_gpu, DATA_TYPE *ey_gpu, DATA_TYPE *hz_gpu, int tmax, int NX, int NY) {
  dim3 block(DIM_THREAD_BLOCK_X, DIM_THREAD_BLOCK_Y);
  dim3 grid((size_t)ceil(((float)NY) / ((float)block.x)), (size_t)ceil(((float)NX) / ((float)block.y)));
  for (int t = 0; t < tmax; t++) {
    fdtd_step1_kernel<<<grid, block>>>(_fict_gpu, ex_gpu, ey_gpu, hz_gpu, t, NX, NY);
    cudaDeviceSynchronize();
    fdtd_step2_kernel<<<grid, block>>>(ex_gpu, ey_gpu, hz_gpu, t, NX, NY);
    cudaDeviceSynchronize();
    fdtd_step3_kernel<<<grid, block>>>(ex_gpu, ey_gpu, hz_gpu, t, NX, NY);
    cudaDeviceSynchronize();
  }
}
