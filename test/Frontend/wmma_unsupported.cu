// What <mma.h> in kilnc does not provide is an error at the use, naming what it does: a
// sub-byte fragment in a layout the toolkit lacks too, types WMMA has no shape for, and (as with
// nvcc) the Ampere types before sm_80 and mismatched fragments at mma_sync.
// RUN: not kilnc %s --arch=sm_90 -DSUBBYTE -o /dev/null 2>&1 | FileCheck %s --check-prefix=SUBBYTE
// RUN: not kilnc %s --arch=sm_90 -DFLOAT_A -o /dev/null 2>&1 | FileCheck %s --check-prefix=FLOAT
// RUN: not kilnc %s --arch=sm_90 -DMISMATCH -o /dev/null 2>&1 | FileCheck %s --check-prefix=MISMATCH
#include <mma.h>
using namespace nvcuda;

#ifdef SUBBYTE
// SUBBYTE: error: static assertion failed due to requirement 'nvcuda::wmma::__kiln_wmma_unsupported<nvcuda::wmma::experimental::precision::s4>::value': this WMMA fragment is not supported by kilnc: it provides half, __nv_bfloat16 and signed/unsigned char at m16n16k16, m32n8k16 and m8n32k16, precision::tf32 at m16n16k8 and double at m8n8k4 (sm_80+ for bf16, tf32 and double; sm_72+ for 8-bit), and the experimental u4/s4 at m8n8k32 and b1 at m8n8k128 (A row-major, B column-major; sm_73+)
// SUBBYTE: wmma_unsupported.cu:[[@LINE+3]]:{{[0-9]+}}: note: in instantiation of template class
__global__ void k() {
  // A column-major sub-byte A: the toolkit has only row-major A and column-major B.
  wmma::fragment<wmma::matrix_a, 8, 8, 32, wmma::experimental::precision::s4, wmma::col_major> f;
  (void)f;
}
#endif

#ifdef FLOAT_A
// FLOAT: error: static assertion failed due to requirement 'nvcuda::wmma::__kiln_wmma_unsupported<float>::value': this WMMA fragment is not supported by kilnc
// FLOAT: wmma_unsupported.cu:[[@LINE+2]]:{{[0-9]+}}: note: in instantiation of template class
__global__ void k(const float *p) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, float, wmma::row_major> f;
  wmma::load_matrix_sync(f, p, 16);
}
#endif

#ifdef MISMATCH
// MISMATCH: wmma_unsupported.cu:[[@LINE+8]]:3: error: no matching function for call to 'mma_sync'
__global__ void k(const half *p, float *q) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, 32, 8, 16, half, wmma::row_major> b;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> c;
  wmma::load_matrix_sync(a, p, 16);
  wmma::load_matrix_sync(b, p, 16);
  wmma::fill_fragment(c, 0.0f);
  wmma::mma_sync(c, a, b, c);
  wmma::store_matrix_sync(q, c, 16, wmma::mem_row_major);
}
#endif
