// @realcode Parboil's SpMV in JDS (jagged diagonal storage) form: rows sorted by length, `jds_ptr_int` (the start of each jagged diagonal) and `sh_zcnt_int` (the number of diagonals per 32-row slice) in __constant__ memory set by name, the column-major value/index arrays read with __ldg in a loop unrolled by two with a remainder, the dense vector through __ldg, and the result scattered back through the row permutation.
// @let DIM = 65536
// @let NDIAG = 40
// @const jds_ptr_int i32[64] iota(0, 65536)
// @const sh_zcnt_int i32[2048] uniform(8, 41)
// @buf data f32[NDIAG * DIM] uniform(-1, 1)
// @buf indices i32[NDIAG * DIM] uniform(0, 65536)
// @buf perm i32[DIM] iota(0, 1)
// @buf x f32[DIM] uniform(-1, 1)
// @buf dst f32[DIM] zero
// @launch spmv_jds grid(DIM / 256) block(256) args(dst, data, indices, perm, x, i32(DIM))
// @check dst rel=1e-5 abs=1e-5
#include <cuda_runtime.h>

__constant__ int jds_ptr_int[64];
__constant__ int sh_zcnt_int[2048];

__global__ void spmv_jds(float *dst_vector, const float *d_data, const int *d_index, const int *d_perm, const float *x_vec,
                         const int dim) {
  int ix = blockIdx.x * blockDim.x + threadIdx.x;
  int warp_id = ix >> 5;
  if (ix < dim) {
    float sum = 0.0f;
    int bound = sh_zcnt_int[warp_id];
    int j = jds_ptr_int[0] + ix;
    float d = __ldg(&d_data[j]);
    int i = __ldg(&d_index[j]);
    float t = __ldg(&x_vec[i]);
    if (bound > 1) {
      int k = 1;
      for (k = 1; k < bound - 1; k += 2) {
        j = jds_ptr_int[k] + ix;
        int in = __ldg(&d_index[j]);
        float dn = __ldg(&d_data[j]);
        float tn = __ldg(&x_vec[in]);
        sum += d * t;
        j = jds_ptr_int[k + 1] + ix;
        i = __ldg(&d_index[j]);
        d = __ldg(&d_data[j]);
        t = __ldg(&x_vec[i]);
        sum += dn * tn;
      }
      if (k == bound - 1) {
        j = jds_ptr_int[k] + ix;
        int in = __ldg(&d_index[j]);
        float dn = __ldg(&d_data[j]);
        float tn = __ldg(&x_vec[in]);
        sum += d * t;
        d = dn;
        t = tn;
      }
    }
    sum += d * t;
    dst_vector[d_perm[ix]] = sum;
  }
}
