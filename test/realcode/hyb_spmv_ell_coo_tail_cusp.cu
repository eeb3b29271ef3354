// @realcode A CUSP-style hybrid (HYB) sparse matrix-vector product: the regular part of each row in an ELL slab stored column-major with a pitch and -1 padding sentinels (one thread per row, templated on index and value types, the x vector read through __ldg), the overflow entries in a sorted COO tail reduced by a warp-per-interval segmented scan over __shfl_up_sync with carries between iterations kept in shared memory (the warp stepping together, lanes past the end idle), and the row ends found by comparing neighbouring row indices; the ELL kernel writes y, the COO kernel adds its partial row sums to it.
// @let ROWS = 1 << 20
// @let K = 8
// @let PITCH = ROWS
// @let NNZ_COO = 1 << 21
// @let INTERVAL = 1024
// @let WARPS = NNZ_COO / INTERVAL
// @buf ell_cols i32[PITCH * K] uniform(-2, 1 << 20)
// @buf ell_vals f32[PITCH * K] uniform(-1, 1)
// @buf coo_cols i32[NNZ_COO] uniform(0, 1 << 20)
// @buf coo_vals f32[NNZ_COO] uniform(-1, 1)
// @buf coo_rows i32[NNZ_COO] zero
// @buf x f32[ROWS] uniform(-1, 1)
// @buf y f32[ROWS] zero
// @launch cusp::detail::device::coo_rows_from_layout grid(NNZ_COO / 256) block(256) args(coo_rows, i32(NNZ_COO), i32(ROWS))
// @launch cusp::detail::device::spmv_ell_kernel<int, float, 256u> grid(ROWS / 256) block(256) args(i32(ROWS), i32(K), i32(PITCH), ell_cols, ell_vals, x, y)
// @launch cusp::detail::device::spmv_coo_flat_kernel<int, float, 256u> grid(WARPS * 32 / 256) block(256) args(i32(NNZ_COO), i32(INTERVAL), coo_rows, coo_cols, coo_vals, x, y)
// @check coo_rows exact ascending
// @check y abs=1e-3 rel=1e-4
namespace cusp { namespace detail { namespace device {

template <typename IndexType> struct invalid_index { static constexpr IndexType value = IndexType(-1); };

// The tail's row indices, made sorted as CUSP's COO is: entry i belongs to row i * ROWS / NNZ.
__global__ void coo_rows_from_layout(int *rows, int nnz, int num_rows) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < nnz)
    rows[i] = (int)(((long long)i * num_rows) / nnz);
}

template <typename IndexType, typename ValueType, unsigned int BLOCK_SIZE>
__launch_bounds__(BLOCK_SIZE, 1) __global__
void spmv_ell_kernel(const IndexType num_rows, const IndexType num_cols_per_row, const IndexType pitch,
                     const IndexType *__restrict__ Aj, const ValueType *__restrict__ Ax,
                     const ValueType *__restrict__ x, ValueType *__restrict__ y) {
  const IndexType invalid = invalid_index<IndexType>::value;
  const IndexType grid_size = BLOCK_SIZE * gridDim.x;
  for (IndexType row = BLOCK_SIZE * blockIdx.x + threadIdx.x; row < num_rows; row += grid_size) {
    ValueType sum = 0;
    IndexType offset = row;
    for (IndexType n = 0; n < num_cols_per_row; n++) {
      const IndexType col = Aj[offset];
      // ELL pads short rows with the sentinel; random columns below zero play the padding here
      if (col != invalid && col >= 0) {
        const ValueType A_ij = Ax[offset];
        sum += A_ij * __ldg(x + col);
      }
      offset += pitch;
    }
    y[row] = sum;
  }
}

// segmented reduction in a warp: lanes with the same row add their values
template <typename IndexType, typename ValueType>
__device__ ValueType segreduce_warp(const IndexType thread_lane, IndexType row, ValueType val) {
#pragma unroll
  for (int d = 1; d < 32; d <<= 1) {
    ValueType up = __shfl_up_sync(0xffffffffu, val, d);
    IndexType up_row = __shfl_up_sync(0xffffffffu, row, d);
    if (thread_lane >= d && row == up_row)
      val += up;
  }
  return val;
}

template <typename IndexType, typename ValueType, unsigned int BLOCK_SIZE>
__launch_bounds__(BLOCK_SIZE, 1) __global__
void spmv_coo_flat_kernel(const IndexType num_nonzeros, const IndexType interval_size, const IndexType *__restrict__ I,
                          const IndexType *__restrict__ J, const ValueType *__restrict__ V, const ValueType *__restrict__ x,
                          ValueType *__restrict__ y) {
  __shared__ volatile IndexType carry_rows[BLOCK_SIZE / 32];
  __shared__ volatile ValueType carry_vals[BLOCK_SIZE / 32];
  const IndexType thread_lane = threadIdx.x & 31;
  const IndexType warp_lane = threadIdx.x / 32;
  const IndexType warp_id = (BLOCK_SIZE * blockIdx.x + threadIdx.x) / 32;
  const IndexType interval_begin = warp_id * interval_size;
  const IndexType interval_end = min(interval_begin + interval_size, num_nonzeros);
  if (thread_lane == 31) {
    carry_rows[warp_lane] = I[interval_begin];
    carry_vals[warp_lane] = ValueType(0);
  }
  __syncwarp();
  // the whole warp steps together (lanes past the interval's end hold row -1), so the
  // shuffles and __syncwarp see every lane even when the interval is not a multiple of 32
  for (IndexType base = interval_begin; base < interval_end; base += 32) {
    const IndexType n = base + thread_lane;
    const bool valid = n < interval_end;
    IndexType row = valid ? I[n] : IndexType(-1);
    ValueType val = valid ? V[n] * __ldg(x + J[n]) : ValueType(0);
    if (thread_lane == 0) {
      if (row == carry_rows[warp_lane])
        val += carry_vals[warp_lane];
      else
        atomicAdd(y + carry_rows[warp_lane], carry_vals[warp_lane]);
    }
    val = segreduce_warp(thread_lane, row, val);
    // the last lane of each run of equal rows (not the warp's last) owns the row's sum
    IndexType next_row = __shfl_down_sync(0xffffffffu, row, 1);
    bool row_end = valid && thread_lane < 31 && n + 1 < interval_end && row != next_row;
    if (row_end)
      atomicAdd(y + row, val);
    __syncwarp();
    // the last valid lane's row and partial sum carry into the next step, kept by lane 31
    const IndexType last_lane = min(IndexType(31), interval_end - 1 - base);
    const IndexType last_row = __shfl_sync(0xffffffffu, row, last_lane);
    const ValueType last_val = __shfl_sync(0xffffffffu, val, last_lane);
    if (thread_lane == 31) {
      carry_rows[warp_lane] = last_row;
      carry_vals[warp_lane] = last_val;
    }
    __syncwarp();
  }
  if (thread_lane == 31)
    atomicAdd(y + carry_rows[warp_lane], carry_vals[warp_lane]);
}

template __global__ void spmv_ell_kernel<int, float, 256>(int, int, int, const int *, const float *, const float *, float *);
template __global__ void spmv_coo_flat_kernel<int, float, 256>(int, int, const int *, const int *, const float *, const float *, float *);

}}} // namespace cusp::detail::device
