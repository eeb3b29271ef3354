// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// Two rows of one shared table filled by the same blockDim-strided loop
// from threadIdx.x (AES T-tables: Te[0][i], Te[1][i], i < 256): the index
// stays in [0, 256), so the rows cover disjoint ranges whatever the block
// size. Rows that overlap (`t[i]` and `t[i + 1]`) still race.
__global__ void __launch_bounds__(256) table_rows(const unsigned *in, unsigned *out) {
  __shared__ unsigned Te[4][256];
  for (int i = threadIdx.x; i < 256; i += blockDim.x) {
    unsigned v = in[i];
    Te[0][i] = v;
    Te[1][i] = (v >> 8) | (v << 24);
    Te[2][i] = (v >> 16) | (v << 16);
    Te[3][i] = (v >> 24) | (v << 8);
  }
  __syncthreads();
  out[threadIdx.x] = Te[0][threadIdx.x] ^ Te[3][255 - threadIdx.x];
}

__global__ void __launch_bounds__(256) overlapping(const unsigned *in, unsigned *out) {
  __shared__ unsigned t[257];
  for (int i = threadIdx.x; i < 256; i += blockDim.x) {
    // CHECK: strided-rows-constant-bound.cu:[[@LINE+1]]:{{.*}}: error: {{.*}}@_Z11overlappingPKjPj.t
    t[i] = in[i];
    // CHECK: strided-rows-constant-bound.cu:[[@LINE+1]]:{{.*}}: error: {{.*}}@_Z11overlappingPKjPj.t
    t[i + 1] = in[i] + 1;
  }
  __syncthreads();
  out[threadIdx.x] = t[threadIdx.x];
}
