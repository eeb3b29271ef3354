// @realcode Transpose of a matrix of (value, weight) fp16 records through a padded shared-memory tile of structs with __half members, then a weighted sum in fp32 written as bf16 (a data-layout step of a mixed-precision pipeline).
// @let W = 4096
// @let H = 4096
// @buf vals f16[W * H] uniform(-1, 1)
// @buf wts f16[W * H] uniform(0, 1)
// @buf out_vals f16[W * H] zero
// @buf out_prod bf16[W * H] zero
// @launch transpose_records grid(W / 32, H / 32) block(32, 8) args(out_vals, out_prod, vals, wts, i32(W), i32(H))
// out_vals is a pure copy of halves: any difference at all is a bug, hence no tolerance worth the name.
// @check out_vals abs=0 rel=0
// @check out_prod rel=1e-2 abs=1e-3
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#define TILE 32
#define ROWS_PER_PASS 8

struct Record {
  __half value;
  __half weight;
};

__device__ __forceinline__ __nv_bfloat16 weighted(const Record &r) {
  return __float2bfloat16_rn(__half2float(r.value) * __half2float(r.weight));
}

__global__ void transpose_records(__half *out_vals, __nv_bfloat16 *out_prod, const __half *vals, const __half *wts, int w, int h) {
  __shared__ Record tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS_PER_PASS) {
    Record r;
    r.value = vals[(size_t)(y + j) * w + x];
    r.weight = wts[(size_t)(y + j) * w + x];
    tile[threadIdx.y + j][threadIdx.x] = r;
  }
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS_PER_PASS) {
    const Record &r = tile[threadIdx.x][threadIdx.y + j];
    out_vals[(size_t)(y + j) * h + x] = r.value;
    out_prod[(size_t)(y + j) * h + x] = weighted(r);
  }
}
