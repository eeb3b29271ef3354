// @realcode SPLATT / ParTI-style sparse tensor MTTKRP (matricised tensor times Khatri-Rao product) for a 3rd-order tensor: a COO kernel with one nonzero per thread and a rank loop doing atomicAdd into the output factor rows, and a CSF-like kernel with one warp per slice (fiber pointers, then nonzeros) keeping the rank vector in registers as a templated RANK array, accumulating fiber products with __ldg on the factor matrices and writing the slice row once without atomics; factor matrices row-major with the rank as the fast index.
// @let NNZ = 1 << 22
// @let I = 65536
// @let J = 4096
// @let K = 4096
// @let NF = I * 16
// @buf ind_i i32[NNZ] uniform(0, 65536)
// @buf ind_j i32[NNZ] uniform(0, 4096)
// @buf ind_k i32[NNZ] uniform(0, 4096)
// @buf vals f32[NNZ] uniform(-1, 1)
// @buf Bf f32[J * 16] uniform(-1, 1)
// @buf Cf f32[K * 16] uniform(-1, 1)
// @buf out_coo f32[I * 16] zero
// @buf slice_ptr i32[I + 1] rowptr(16)
// @buf fiber_j i32[NF] uniform(0, 4096)
// @buf fiber_ptr i32[NF + 1] rowptr(4)
// @buf fiber_k i32[NF * 4] uniform(0, 4096)
// @buf fiber_vals f32[NF * 4] uniform(-1, 1)
// @buf out_csf f32[I * 16] zero
// @launch mttkrp_coo_kernel<16> grid(cdiv(NNZ, 256)) block(256) args(i32(NNZ), ind_i, ind_j, ind_k, vals, Bf, Cf, out_coo)
// @launch mttkrp_csf_kernel<16> grid(cdiv(I, 8)) block(256) args(i32(I), slice_ptr, fiber_j, fiber_ptr, fiber_k, fiber_vals, Bf, Cf, out_csf)
// @check out_coo rel=1e-4 abs=1e-4
// @check out_csf rel=1e-5 abs=1e-5
#include <cuda_runtime.h>
#include <cstdint>

typedef int32_t idx_t;
typedef float val_t;

template <int RANK>
__global__ void mttkrp_coo_kernel(idx_t nnz, const idx_t *__restrict__ ind_i, const idx_t *__restrict__ ind_j, const idx_t *__restrict__ ind_k,
                                  const val_t *__restrict__ vals, const val_t *__restrict__ B, const val_t *__restrict__ C, val_t *__restrict__ out) {
  idx_t x = blockIdx.x * blockDim.x + threadIdx.x;
  if (x >= nnz) return;
  const idx_t i = ind_i[x], j = ind_j[x], k = ind_k[x];
  const val_t v = vals[x];
  const val_t *brow = B + (size_t)j * RANK;
  const val_t *crow = C + (size_t)k * RANK;
  val_t *orow = out + (size_t)i * RANK;
#pragma unroll
  for (int r = 0; r < RANK; ++r) atomicAdd(&orow[r], v * __ldg(&brow[r]) * __ldg(&crow[r]));
}

// One warp per slice i; lanes take fibers (i, j, :) of the slice in turn.
template <int RANK>
__global__ void mttkrp_csf_kernel(idx_t nslices, const idx_t *__restrict__ slice_ptr, const idx_t *__restrict__ fiber_j,
                                  const idx_t *__restrict__ fiber_ptr, const idx_t *__restrict__ fiber_k, const val_t *__restrict__ fvals,
                                  const val_t *__restrict__ B, const val_t *__restrict__ C, val_t *__restrict__ out) {
  const int lane = threadIdx.x & 31;
  const idx_t slice = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  if (slice >= nslices) return;
  val_t acc[RANK];
#pragma unroll
  for (int r = 0; r < RANK; ++r) acc[r] = 0;

  const idx_t fbeg = slice_ptr[slice], fend = slice_ptr[slice + 1];
  for (idx_t f = fbeg + lane; f < fend; f += 32) {
    val_t tmp[RANK];
#pragma unroll
    for (int r = 0; r < RANK; ++r) tmp[r] = 0;
    // The fiber pointers are a second CSR level: nonzeros of fiber f.
    const idx_t nbeg = fiber_ptr[f], nend = fiber_ptr[f + 1];
    for (idx_t n = nbeg; n < nend; ++n) {
      const val_t v = fvals[n];
      const val_t *crow = C + (size_t)fiber_k[n] * RANK;
#pragma unroll
      for (int r = 0; r < RANK; ++r) tmp[r] += v * __ldg(&crow[r]);
    }
    const val_t *brow = B + (size_t)fiber_j[f] * RANK;
#pragma unroll
    for (int r = 0; r < RANK; ++r) acc[r] += tmp[r] * __ldg(&brow[r]);
  }
  // Sum the lanes' partial rows.
#pragma unroll
  for (int r = 0; r < RANK; ++r) {
    val_t v = acc[r];
#pragma unroll
    for (int off = 16; off > 0; off >>= 1) v += __shfl_xor_sync(0xffffffffu, v, off);
    acc[r] = v;
  }
  if (lane < RANK) {
    val_t mine = 0;
#pragma unroll
    for (int r = 0; r < RANK; ++r)
      if (r == lane) mine = acc[r];
    out[(size_t)slice * RANK + lane] = mine;
  }
}

template __global__ void mttkrp_coo_kernel<16>(idx_t, const idx_t *, const idx_t *, const idx_t *, const val_t *, const val_t *,
                                               const val_t *, val_t *);
template __global__ void mttkrp_csf_kernel<16>(idx_t, const idx_t *, const idx_t *, const idx_t *, const idx_t *, const val_t *,
                                               const val_t *, const val_t *, val_t *);
