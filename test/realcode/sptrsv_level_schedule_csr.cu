// @realcode Sparse lower-triangular solve by level scheduling, as cuSPARSE-era analysis/solve codes and the SpTRSV papers write it: the analysis (done once, on the host, in real code) is replaced by a banded matrix whose level of row i is i / W, so each launch solves one level of W independent rows; one warp per row gathers the off-diagonal dot product over the CSR row with lane-strided loads and a __shfl_xor_sync butterfly, lane 0 divides by the diagonal (stored last in each row) and writes x. One launch per level, as the real solver does.
// @let W = 4096
// @let LEVELS = 48
// @let N = W * LEVELS
// @let NNZROW = 9
// @buf rowptr i32[N + 1] iota(0, NNZROW)
// @buf colidx i32[N * NNZROW] zero
// @buf vals f64[N * NNZROW] uniform(-0.1, 0.1)
// @buf b f64[N] uniform(-1, 1)
// @buf x f64[N] zero
// @launch build_band grid(cdiv(N, 256)) block(256) args(colidx, vals, i32(N), i32(W), i32(NNZROW))
// @loop lev = 0; lev < LEVELS; lev = lev + 1
//   @launch sptrsv_level grid(cdiv(W * 32, 256)) block(256) args(rowptr, colidx, vals, b, x, i32(lev * W), i32(W))
// @end
// @check colidx exact
// @check x abs=1e-9 rel=1e-9
#define WARP 32
#define FULL_MASK 0xffffffffu

// Row i depends on rows in earlier levels only: columns i - W*k - (i*7+k)%W.
__global__ void build_band(int *colidx, double *vals, int n, int w, int nnzrow) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int level = i / w;
  for (int k = 0; k < nnzrow - 1; ++k) {
    int dep = level - 1 - (k % max(level, 1));
    int col = dep >= 0 ? dep * w + (i * 7 + k * 131) % w : -1;
    colidx[i * nnzrow + k] = col;
  }
  colidx[i * nnzrow + nnzrow - 1] = i;
  vals[i * nnzrow + nnzrow - 1] = 2.0 + (i % 5) * 0.25;
}

__global__ void sptrsv_level(const int *__restrict__ rowptr, const int *__restrict__ colidx,
                             const double *__restrict__ vals, const double *__restrict__ b, double *x,
                             int first_row, int nrows) {
  const int warp = (blockIdx.x * blockDim.x + threadIdx.x) / WARP;
  const int lane = threadIdx.x % WARP;
  if (warp >= nrows) return;
  const int row = first_row + warp;
  const int start = rowptr[row], diag = rowptr[row + 1] - 1;
  double sum = 0.0;
  for (int k = start + lane; k < diag; k += WARP) {
    int c = colidx[k];
    if (c >= 0) sum += vals[k] * x[c];
  }
#pragma unroll
  for (int off = WARP / 2; off > 0; off >>= 1) sum += __shfl_xor_sync(FULL_MASK, sum, off);
  if (lane == 0) x[row] = (b[row] - sum) / vals[diag];
}
