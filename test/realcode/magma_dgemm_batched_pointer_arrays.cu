// @realcode MAGMA-style batched DGEMM: magma_int_t and magmaDouble_ptr typedefs, a magma_dset_pointer kernel filling device pointer arrays (input + i * stride), gemm_template_batched_nn_kernel<T, DIM_X, DIM_Y, BLK_M, BLK_N, BLK_K, ...> reading its matrix through Aarray[blockIdx.z], `extern __shared__ T* sdata_nn[]` punned to T* and split into sA/sB, column-major fA/fB/fC access macros, a register-blocked THR_M x THR_N accumulator with #pragma unroll, and the alpha/beta epilogue with a zero-beta fast path.
// @let M = 256
// @let NB = 256
// @let BATCH = 256
// @buf A f64[M * M * BATCH] uniform(-1, 1)
// @buf Bm f64[M * M * BATCH] uniform(-1, 1)
// @buf C f64[M * M * BATCH] uniform(-1, 1)
// @buf dA_array u64[BATCH] zero
// @buf dB_array u64[BATCH] zero
// @buf dC_array u64[BATCH] zero
// @launch magma_dset_pointer_kernel grid(cdiv(BATCH, 256)) block(256) args(dA_array, A, i32(M), i32(0), i32(0), i32(M * M), i32(BATCH))
// @launch magma_dset_pointer_kernel grid(cdiv(BATCH, 256)) block(256) args(dB_array, Bm, i32(M), i32(0), i32(0), i32(M * M), i32(BATCH))
// @launch magma_dset_pointer_kernel grid(cdiv(BATCH, 256)) block(256) args(dC_array, C, i32(M), i32(0), i32(0), i32(M * M), i32(BATCH))
// @launch gemm_template_batched_nn_kernel<double, 16, 16, 64, 64, 16, 32, 8, 8, 32> grid(M / 64, M / 64, BATCH) block(16, 16) shared(17408) args(i32(M), i32(M), i32(M), dA_array, i32(M), dB_array, i32(M), dC_array, i32(M), f64(1.5), f64(-0.5))
// @check C rel=1e-12 abs=1e-12
#include <cuda_runtime.h>

typedef int magma_int_t;
typedef double *magmaDouble_ptr;
typedef double const *magmaDouble_const_ptr;

#define MAGMA_D_ZERO 0.0
#define MAGMA_D_EQUAL(a, b) ((a) == (b))
#define magma_ceildiv(a, b) (((a) + (b)-1) / (b))

__global__ void magma_dset_pointer_kernel(double **output_array, double *input, magma_int_t lda, magma_int_t row,
                                          magma_int_t column, magma_int_t batch_offset, magma_int_t batch_count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < batch_count) output_array[i] = input + i * batch_offset + row + column * lda;
}

#define fA(i, j) A[(j)*LDA + (i)]
#define fB(i, j) B[(j)*LDB + (i)]
#define fC(i, j) C[(j)*LDC + (i)]
#define sA(i, j) sA[(j)*slda + (i)]
#define sB(i, j) sB[(j)*sldb + (i)]

template <typename T, const int DIM_X, const int DIM_Y, const int BLK_M, const int BLK_N, const int BLK_K,
          const int DIM_XA, const int DIM_YA, const int DIM_XB, const int DIM_YB>
static __device__ void gemm_template_device_nn(int M, int N, int K, const T *__restrict__ A, int LDA, const T *__restrict__ B, int LDB,
                                               T *__restrict__ C, int LDC, T alpha, T beta, T *sA, int slda, T *sB, int sldb) {
  const int idx = threadIdx.x;  // thread's m dimension
  const int idy = threadIdx.y;  // thread's n dimension
  const int idt = DIM_X * idy + idx;  // thread's global number
  const int idxA = idt % DIM_XA;  // idx within A
  const int idyA = idt / DIM_XA;  // idy within A
  const int idxB = idt % DIM_XB;  // idx within B
  const int idyB = idt / DIM_XB;  // idy within B
  const int blx = blockIdx.x;  // block's m dimension
  const int bly = blockIdx.y;  // block's n dimension

  constexpr int THR_M = BLK_M / DIM_X;
  constexpr int THR_N = BLK_N / DIM_Y;

  T rC[THR_N][THR_M];
  T rA[THR_M];
  T rB[THR_N];

  // Registers for the dev->shmem copy.
  T ra[BLK_K / DIM_YA][BLK_M / DIM_XA];
  T rb[BLK_N / DIM_YB][BLK_K / DIM_XB];

  const T *offs_dA = A + blx * BLK_M + idyA * LDA + idxA;
  const T *offs_dB = B + bly * BLK_N * LDB + idyB * LDB + idxB;

#pragma unroll
  for (int n = 0; n < THR_N; n++)
#pragma unroll
    for (int m = 0; m < THR_M; m++) rC[n][m] = MAGMA_D_ZERO;

  // Load the first tiles into shared memory.
#pragma unroll
  for (int n = 0; n < BLK_K; n += DIM_YA)
#pragma unroll
    for (int m = 0; m < BLK_M; m += DIM_XA) sA(m + idxA, n + idyA) = offs_dA[n * LDA + m];

#pragma unroll
  for (int n = 0; n < BLK_N; n += DIM_YB)
#pragma unroll
    for (int m = 0; m < BLK_K; m += DIM_XB) sB(m + idxB, n + idyB) = offs_dB[n * LDB + m];

  __syncthreads();

  int kk = 0;
  for (kk = 0; kk < K - BLK_K; kk += BLK_K) {
    offs_dA += BLK_K * LDA;
    offs_dB += BLK_K;

    // Prefetch the next tiles into registers.
#pragma unroll
    for (int n = 0; n < BLK_K / DIM_YA; n++)
#pragma unroll
      for (int m = 0; m < BLK_M / DIM_XA; m++) ra[n][m] = offs_dA[n * DIM_YA * LDA + m * DIM_XA];

#pragma unroll
    for (int n = 0; n < BLK_N / DIM_YB; n++)
#pragma unroll
      for (int m = 0; m < BLK_K / DIM_XB; m++) rb[n][m] = offs_dB[n * DIM_YB * LDB + m * DIM_XB];

    // Multiply the tiles in shared memory.
#pragma unroll
    for (int k = 0; k < BLK_K; k++) {
#pragma unroll
      for (int m = 0; m < THR_M; m++) rA[m] = sA(m * DIM_X + idx, k);
#pragma unroll
      for (int n = 0; n < THR_N; n++) rB[n] = sB(k, n * DIM_Y + idy);
#pragma unroll
      for (int n = 0; n < THR_N; n++)
#pragma unroll
        for (int m = 0; m < THR_M; m++) rC[n][m] += rA[m] * rB[n];
    }

    __syncthreads();

#pragma unroll
    for (int n = 0; n < BLK_K / DIM_YA; n++)
#pragma unroll
      for (int m = 0; m < BLK_M / DIM_XA; m++) sA(m * DIM_XA + idxA, n * DIM_YA + idyA) = ra[n][m];

#pragma unroll
    for (int n = 0; n < BLK_N / DIM_YB; n++)
#pragma unroll
      for (int m = 0; m < BLK_K / DIM_XB; m++) sB(m * DIM_XB + idxB, n * DIM_YB + idyB) = rb[n][m];

    __syncthreads();
  }

  // The last tile.
#pragma unroll
  for (int k = 0; k < BLK_K; k++) {
#pragma unroll
    for (int m = 0; m < THR_M; m++) rA[m] = sA(m * DIM_X + idx, k);
#pragma unroll
    for (int n = 0; n < THR_N; n++) rB[n] = sB(k, n * DIM_Y + idy);
#pragma unroll
    for (int n = 0; n < THR_N; n++)
#pragma unroll
      for (int m = 0; m < THR_M; m++) rC[n][m] += rA[m] * rB[n];
  }

  // Store C.
#pragma unroll
  for (int n = 0; n < THR_N; n++) {
    int coord_dCn = bly * BLK_N + n * DIM_Y + idy;
#pragma unroll
    for (int m = 0; m < THR_M; m++) {
      int coord_dCm = blx * BLK_M + m * DIM_X + idx;
      if (coord_dCm < M && coord_dCn < N) {
        T &regC = rC[n][m];
        T &memC = fC(coord_dCm, coord_dCn);
        if (MAGMA_D_EQUAL(beta, MAGMA_D_ZERO))
          memC = alpha * regC;
        else
          memC = alpha * regC + beta * memC;
      }
    }
  }
}

template <typename T, const int DIM_X, const int DIM_Y, const int BLK_M, const int BLK_N, const int BLK_K,
          const int DIM_XA, const int DIM_YA, const int DIM_XB, const int DIM_YB>
__global__ void gemm_template_batched_nn_kernel(int M, int N, int K, T const *const *Aarray, int LDA, T const *const *Barray,
                                                int LDB, T **Carray, int LDC, T alpha, T beta) {
  extern __shared__ T *sdata_nn[];
  const int batchid = blockIdx.z;
  const int slda = BLK_M + 1;  // +1 only required if A is transposed
  const int sldb = BLK_K + 1;  // +1 always required
  T *sA = (T *)sdata_nn;  // sA is (BLK_M+1) x (BLK_K)
  T *sB = sA + slda * BLK_K;  // sB is (BLK_K+1) x (BLK_N)

  gemm_template_device_nn<T, DIM_X, DIM_Y, BLK_M, BLK_N, BLK_K, DIM_XA, DIM_YA, DIM_XB, DIM_YB>(
      M, N, K, Aarray[batchid], LDA, Barray[batchid], LDB, Carray[batchid], LDC, alpha, beta, sA, slda, sB, sldb);
}

void magmablas_dgemm_batched_nn(magma_int_t m, magma_int_t n, magma_int_t k, double alpha, magmaDouble_const_ptr const *dA_array,
                                magma_int_t ldda, magmaDouble_const_ptr const *dB_array, magma_int_t lddb, double beta,
                                magmaDouble_ptr *dC_array, magma_int_t lddc, magma_int_t batchCount, cudaStream_t queue) {
  const int DIM_X = 16, DIM_Y = 16, BLK_M = 64, BLK_N = 64, BLK_K = 16;
  size_t shmem = ((BLK_M + 1) * BLK_K + (BLK_K + 1) * BLK_N) * sizeof(double);
  dim3 threads(DIM_X, DIM_Y);
  dim3 grid(magma_ceildiv(m, BLK_M), magma_ceildiv(n, BLK_N), batchCount);
  gemm_template_batched_nn_kernel<double, DIM_X, DIM_Y, BLK_M, BLK_N, BLK_K, 32, 8, 8, 32>
      <<<grid, threads, shmem, queue>>>(m, n, k, dA_array, ldda, dB_array, lddb, dC_array, lddc, alpha, beta);
}
