// @realcode SELL-C-sigma sparse matrix-vector product built on the GPU from CSR, as SpMV libraries (GHOST, Ginkgo's sellp, MAGMA's SELL-P) lay it out: row lengths from the CSR row pointers, a sort by decreasing length inside each sigma-row window (a shared-memory bitonic sort of packed length/row keys, one block per window), slice widths (the longest row of each C-row slice) and their offsets by a single-block scan, the column-major fill of each slice with zero padding, then the product with one thread per slice row writing y through the permutation. The slice layout is held in a struct of __restrict__ pointers passed by value.
// @let NR = 1 << 18
// @let MAXLEN = 48
// @let NSL = NR / 32
// @buf rowptr i32[NR + 1] rowptr(MAXLEN)
// @buf colidx i32[NR * MAXLEN] uniform(0, NR)
// @buf vals f32[NR * MAXLEN] uniform(-1, 1)
// @buf x f32[NR] uniform(-1, 1)
// @buf perm i32[NR] zero
// @buf slice_w i32[NSL] zero
// @buf slice_off i32[NSL + 1] zero
// @buf scol i32[NR * MAXLEN] zero
// @buf sval f32[NR * MAXLEN] zero
// @buf y f32[NR] zero
// @launch sigma_sort_rows<256> grid(NR / 256) block(256) args(rowptr, perm, i32(NR))
// @launch slice_widths<32> grid(NSL / 8) block(256) args(rowptr, perm, slice_w, i32(NSL))
// @launch scan_slice_offsets<1024, 8> grid(1) block(1024) args(slice_w, slice_off, i32(NSL))
// @launch fill_slices<32> grid(NR / 128) block(128) args(rowptr, colidx, vals, perm, slice_off, scol, sval, i32(NR))
// @launch sell_spmv<32> grid(NR / 128) block(128) args(scol, sval, slice_off, perm, x, y, i32(NR))
// The product adds a row's at most 48 terms in column order under both compilers; whether each product is
// fused into an fma is each compiler's choice, a few ulps of sums of magnitude below 10.
// @check perm exact
// @check slice_w exact
// @check slice_off exact
// @check scol exact
// @check sval exact
// @check y abs=2e-5 rel=1e-5
#include <cstdint>

// The sort key: longest rows first, ties by row number (18 bits of row, the inverted length above).
__device__ __forceinline__ uint32_t sort_key(int len, int row) { return ((uint32_t)(63 - len) << 18) | (uint32_t)row; }

template <int SIGMA>
__global__ void __launch_bounds__(SIGMA) sigma_sort_rows(const int* __restrict__ rowptr, int* __restrict__ perm, int nrows) {
  __shared__ uint32_t keys[SIGMA];
  const int t = threadIdx.x;
  const int row = blockIdx.x * SIGMA + t;
  keys[t] = row < nrows ? sort_key(rowptr[row + 1] - rowptr[row], row) : 0xffffffffu;
  __syncthreads();
  for (int k = 2; k <= SIGMA; k <<= 1) {
    for (int j = k >> 1; j > 0; j >>= 1) {
      int ixj = t ^ j;
      if (ixj > t) {
        uint32_t a = keys[t], b = keys[ixj];
        bool up = (t & k) == 0;
        if ((a > b) == up) {
          keys[t] = b;
          keys[ixj] = a;
        }
      }
      __syncthreads();
    }
  }
  if (row < nrows) perm[row] = (int)(keys[t] & ((1u << 18) - 1));
}

// One warp per slice of C rows: the slice's width is its longest (first, after the sort) row, reduced anyway.
template <int C>
__global__ void slice_widths(const int* __restrict__ rowptr, const int* __restrict__ perm, int* __restrict__ width, int nslices) {
  int slice = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  int lane = threadIdx.x & 31;
  if (slice >= nslices) return;
  int len = 0;
  for (int r = lane; r < C; r += 32) {
    int row = perm[slice * C + r];
    len = max(len, rowptr[row + 1] - rowptr[row]);
  }
  len = __reduce_max_sync(0xffffffffu, len);
  if (lane == 0) width[slice] = len;
}

// Exclusive scan of widths * C into slice offsets: ITEMS per thread, then a block scan of the thread totals.
template <int THREADS, int ITEMS>
__global__ void __launch_bounds__(THREADS) scan_slice_offsets(const int* __restrict__ width, int* __restrict__ off, int nslices) {
  __shared__ int warp_tot[THREADS / 32];
  const int t = threadIdx.x, lane = t & 31, warp = t >> 5;
  int local[ITEMS];
  int sum = 0;
#pragma unroll
  for (int i = 0; i < ITEMS; ++i) {
    int s = t * ITEMS + i;
    local[i] = s < nslices ? width[s] * 32 : 0;
    sum += local[i];
  }
  int incl = sum;
#pragma unroll
  for (int d = 1; d < 32; d <<= 1) {
    int v = __shfl_up_sync(0xffffffffu, incl, d);
    if (lane >= d) incl += v;
  }
  if (lane == 31) warp_tot[warp] = incl;
  __syncthreads();
  if (warp == 0) {
    int w = lane < THREADS / 32 ? warp_tot[lane] : 0;
#pragma unroll
    for (int d = 1; d < 32; d <<= 1) {
      int v = __shfl_up_sync(0xffffffffu, w, d);
      if (lane >= d) w += v;
    }
    if (lane < THREADS / 32) warp_tot[lane] = w;
  }
  __syncthreads();
  int run = incl - sum + (warp > 0 ? warp_tot[warp - 1] : 0);
#pragma unroll
  for (int i = 0; i < ITEMS; ++i) {
    int s = t * ITEMS + i;
    if (s < nslices) off[s] = run;
    run += local[i];
  }
  if (t == THREADS - 1) off[nslices] = run;
}

template <int C>
__global__ void fill_slices(const int* __restrict__ rowptr, const int* __restrict__ col, const float* __restrict__ val,
                            const int* __restrict__ perm, const int* __restrict__ off, int* __restrict__ scol,
                            float* __restrict__ sval, int nrows) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= nrows) return;
  int slice = r / C, lane = r % C;
  int row = perm[r];
  int begin = rowptr[row], len = rowptr[row + 1] - begin;
  int width = (off[slice + 1] - off[slice]) / C;
  int base = off[slice] + lane;
  for (int j = 0; j < width; ++j) {
    bool real = j < len;
    scol[base + j * C] = real ? col[begin + j] : 0;
    sval[base + j * C] = real ? val[begin + j] : 0.0f;
  }
}

struct SellView {
  const int* __restrict__ col;
  const float* __restrict__ val;
  const int* __restrict__ off;
  const int* __restrict__ perm;
};

template <int C>
__device__ __forceinline__ float sell_row(const SellView m, const float* __restrict__ x, int r) {
  int slice = r / C;
  int begin = m.off[slice] + r % C, end = m.off[slice + 1];
  float sum = 0.0f;
  for (int k = begin; k < end; k += C) sum += m.val[k] * __ldg(&x[m.col[k]]);
  return sum;
}

template <int C>
__global__ void sell_spmv(const int* col, const float* val, const int* off, const int* perm, const float* __restrict__ x,
                          float* __restrict__ y, int nrows) {
  const SellView m{col, val, off, perm};
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r < nrows) y[m.perm[r]] = sell_row<C>(m, x, r);
}

template __global__ void sigma_sort_rows<256>(const int*, int*, int);
template __global__ void slice_widths<32>(const int*, const int*, int*, int);
template __global__ void scan_slice_offsets<1024, 8>(const int*, int*, int);
template __global__ void fill_slices<32>(const int*, const int*, const float*, const int*, const int*, int*, float*, int);
template __global__ void sell_spmv<32>(const int*, const float*, const int*, const int*, const float*, float*, int);
