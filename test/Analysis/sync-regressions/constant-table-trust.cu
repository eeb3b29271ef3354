// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// RUN: kilnc %s --emit=simt -o /dev/null --sync-trust-constant-initializers=false 2>&1 | FileCheck %s
// RUN: kilnc %s --emit=simt -o /dev/null -DCONST_TABLE --sync-trust-constant-initializers=false 2>&1 | count 0
// Issue 11 (branch sync31): `s[c_perm[t]]` is race-free because the
// initialised __constant__ table is a permutation, but the host may rewrite
// a __constant__ table (cudaMemcpyToSymbol) with anything. By default kilnc
// takes the initial contents (the documented assumption); with
// --sync-trust-constant-initializers=false the index is data and the store
// cannot be proven apart (a warning). A `const` table is what it says, with
// either setting.
#ifdef CONST_TABLE
__device__ const
#else
__constant__
#endif
unsigned char c_perm[16] = {3, 0, 7, 4, 1, 11, 8, 5, 15, 12, 9, 2, 13, 10, 6, 14};

extern "C" __global__ void __launch_bounds__(16) scatter(const int *in, int *out) {
  __shared__ int s[16];
  const int t = threadIdx.x;
  // CHECK: constant-table-trust.cu:[[@LINE+1]]:{{.*}} warning: {{.*}}@scatter.s{{.*}}[-Wkiln-sync]
  s[c_perm[t]] = in[blockIdx.x * 16 + t];
  __syncthreads();
  out[blockIdx.x * 16 + t] = s[t];
}
