// @realcode Sampled dense-dense matrix multiplication (SDDMM, the attention-mask and graph-learning kernel of DGL and cuSPARSE): for each stored entry (i, j) of a CSR pattern, the dot product of row i of A and row j of B (K = 64) scaled by the entry's value; one warp per sparse row, each lane holding two of A's columns as a float2 in registers for the whole row, B's rows read as float2 through __ldg, a __shfl_xor_sync butterfly per entry, lane 0 writing.
// @let ROWS = 1 << 17
// @let COLS = 1 << 16
// @let MAXLEN = 24
// @let K = 64
// @buf row_ptr i32[ROWS + 1] rowptr(MAXLEN)
// @buf col_idx i32[ROWS * MAXLEN] uniform(0, COLS)
// @buf vals f32[ROWS * MAXLEN] uniform(-1, 1)
// @buf a f32[ROWS * K] uniform(-1, 1)
// @buf b f32[COLS * K] uniform(-1, 1)
// @buf out f32[ROWS * MAXLEN] zero
// @launch sddmm_csr grid(ROWS / 8) block(256) args(row_ptr, col_idx, vals, a, b, out, i32(ROWS))
// @check out abs=1e-4 rel=1e-5
#define K 64

__global__ void __launch_bounds__(256) sddmm_csr(const int *__restrict__ row_ptr, const int *__restrict__ col_idx,
                                                 const float *__restrict__ vals, const float *__restrict__ a,
                                                 const float *__restrict__ b, float *__restrict__ out, int rows) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int lane = threadIdx.x & 31;
  if (warp >= rows)
    return;
  float2 ai = __ldg(reinterpret_cast<const float2 *>(a + (size_t)warp * K) + lane);
  int begin = row_ptr[warp], end = row_ptr[warp + 1];
  for (int e = begin; e < end; ++e) {
    int j = __ldg(col_idx + e);
    float2 bj = __ldg(reinterpret_cast<const float2 *>(b + (size_t)j * K) + lane);
    float dot = ai.x * bj.x + ai.y * bj.y;
#pragma unroll
    for (int off = 16; off > 0; off >>= 1)
      dot += __shfl_xor_sync(0xffffffffu, dot, off);
    if (lane == 0)
      out[e] = dot * vals[e];
  }
}
