// @realcode PolyBench/GPU-style kernels in that suite's own idiom: `#define DATA_TYPE float` and `typedef float DATA_TYPE`-style macros, problem sizes and DIM_THREAD_BLOCK_X/Y macros, one thread per output with an `if ((i < NI) && (j < NJ))` guard, and the suite's 2mm (two chained GEMMs with alpha/beta), atax (A^T A x in two kernels), bicg (two matrix-vector products over rows and columns), gesummv, and the covariance mean/reduce/cov triple.
// @let NI = 1024
// @let NJ = 1024
// @let NK = 1024
// @let NL = 1024
// @buf A f32[NI * NK] uniform(-1, 1)
// @buf B f32[NK * NJ] uniform(-1, 1)
// @buf C f32[NJ * NL] uniform(-1, 1)
// @buf D f32[NI * NL] uniform(-1, 1)
// @buf tmp f32[NI * NJ] zero
// @buf x f32[NJ] uniform(-1, 1)
// @buf y f32[NJ] zero
// @buf t f32[NI] zero
// @buf s f32[NJ] zero
// @buf q f32[NI] zero
// @buf r f32[NI] uniform(-1, 1)
// @buf gy f32[NI] zero
// @buf gtmp f32[NI] zero
// @buf mean f32[NJ] zero
// @buf data f32[NI * NJ] uniform(0, 10)
// @buf symmat f32[NJ * NJ] zero
// @launch mm2_kernel1 grid(NJ / 32, NI / 8) block(32, 8) args(tmp, A, B, f32(32412.0), i32(NI), i32(NJ), i32(NK))
// @launch mm2_kernel2 grid(NL / 32, NI / 8) block(32, 8) args(tmp, C, D, f32(2123.0), i32(NI), i32(NJ), i32(NL))
// @launch atax_kernel1 grid(NI / 256) block(256) args(A, x, t, i32(NI), i32(NJ))
// @launch atax_kernel2 grid(NJ / 256) block(256) args(A, y, t, i32(NI), i32(NJ))
// @launch bicg_kernel1 grid(NJ / 256) block(256) args(A, r, s, i32(NI), i32(NJ))
// @launch bicg_kernel2 grid(NI / 256) block(256) args(A, x, q, i32(NI), i32(NJ))
// @launch gesummv_kernel grid(NI / 256) block(256) args(A, B, x, gy, gtmp, f32(43532.0), f32(12313.0), i32(NI))
// @launch mean_kernel grid(NJ / 256) block(256) args(mean, data, f32(3214212.01), i32(NI), i32(NJ))
// @launch reduce_kernel grid(NJ / 32, NI / 8) block(32, 8) args(mean, data, i32(NI), i32(NJ))
// @launch covar_kernel grid(NJ / 256) block(256) args(symmat, data, i32(NI), i32(NJ))
// @check tmp rel=1e-4 abs=1e-1
// @check D rel=1e-4 abs=1e2
// @check t rel=1e-4 abs=1e-3
// @check y rel=1e-4 abs=1e-2
// @check s rel=1e-4 abs=1e-3
// @check q rel=1e-4 abs=1e-3
// @check gy rel=1e-4 abs=1
// @check gtmp rel=1e-4 abs=1e-3
// @check mean rel=1e-5 abs=1e-7
// @check data rel=1e-4 abs=1e-4
// @check symmat rel=1e-4 abs=1e-2
#include <cuda_runtime.h>

#define DATA_TYPE float
#define DIM_THREAD_BLOCK_X 32
#define DIM_THREAD_BLOCK_Y 8

__global__ void mm2_kernel1(DATA_TYPE *tmp, DATA_TYPE *A, DATA_TYPE *B, DATA_TYPE alpha, int NI, int NJ, int NK) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if ((i < NI) && (j < NJ)) {
    tmp[i * NJ + j] = 0;
    int k;
    for (k = 0; k < NK; k++) tmp[i * NJ + j] += alpha * A[i * NK + k] * B[k * NJ + j];
  }
}

__global__ void mm2_kernel2(DATA_TYPE *tmp, DATA_TYPE *C, DATA_TYPE *D, DATA_TYPE beta, int NI, int NJ, int NL) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if ((i < NI) && (j < NL)) {
    D[i * NL + j] *= beta;
    int k;
    for (k = 0; k < NJ; k++) D[i * NL + j] += tmp[i * NJ + k] * C[k * NL + j];
  }
}

__global__ void atax_kernel1(DATA_TYPE *A, DATA_TYPE *x, DATA_TYPE *tmp, int NX, int NY) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < NX) {
    tmp[i] = 0;
    for (int j = 0; j < NY; j++) tmp[i] += A[i * NY + j] * x[j];
  }
}

__global__ void atax_kernel2(DATA_TYPE *A, DATA_TYPE *y, DATA_TYPE *tmp, int NX, int NY) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j < NY) {
    y[j] = 0;
    for (int i = 0; i < NX; i++) y[j] += A[i * NY + j] * tmp[i];
  }
}

__global__ void bicg_kernel1(DATA_TYPE *A, DATA_TYPE *r, DATA_TYPE *s, int NX, int NY) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j < NY) {
    s[j] = 0.0f;
    for (int i = 0; i < NX; i++) s[j] += A[i * NY + j] * r[i];
  }
}

__global__ void bicg_kernel2(DATA_TYPE *A, DATA_TYPE *p, DATA_TYPE *q, int NX, int NY) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < NX) {
    q[i] = 0.0f;
    for (int j = 0; j < NY; j++) q[i] += A[i * NY + j] * p[j];
  }
}

__global__ void gesummv_kernel(DATA_TYPE *a, DATA_TYPE *b, DATA_TYPE *x, DATA_TYPE *y, DATA_TYPE *tmp, DATA_TYPE alpha,
                               DATA_TYPE beta, int N) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < N) {
    int j;
    for (j = 0; j < N; j++) {
      tmp[i] += a[i * N + j] * x[j];
      y[i] += b[i * N + j] * x[j];
    }
    y[i] = alpha * tmp[i] + beta * y[i];
  }
}

__global__ void mean_kernel(DATA_TYPE *mean, DATA_TYPE *data, DATA_TYPE float_n, int M, int N) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j < N) {
    mean[j] = 0.0;
    int i;
    for (i = 0; i < M; i++) mean[j] += data[i * N + j];
    mean[j] /= (DATA_TYPE)float_n;
  }
}

__global__ void reduce_kernel(DATA_TYPE *mean, DATA_TYPE *data, int M, int N) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if ((i < M) && (j < N)) data[i * N + j] -= mean[j];
}

__global__ void covar_kernel(DATA_TYPE *symmat, DATA_TYPE *data, int M, int N) {
  int j1 = blockIdx.x * blockDim.x + threadIdx.x;
  int i, j2;
  if (j1 < N) {
    for (j2 = j1; j2 < N; j2++) {
      symmat[j1 * N + j2] = 0.0;
      for (i = 0; i < M; i++) symmat[j1 * N + j2] += data[i * N + j1] * data[i * N + j2];
      symmat[j2 * N + j1] = symmat[j1 * N + j2];
    }
  }
}
