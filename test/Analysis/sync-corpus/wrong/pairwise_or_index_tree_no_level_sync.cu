// pairwise_or_index_tree without the barrier between levels: a level reads
// partial sums the previous level is still writing.
// LAUNCH: grid=4 block=128 args=in:f32[1024]:rand out:f32[4]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void pairwise_or_index_tree_no_level_sync(const float *in, float *out) {
  __shared__ float s[256];
  const unsigned t = threadIdx.x;
  s[t << 1] = in[blockIdx.x * 256 + (t << 1)];
  s[(t << 1) | 1] = in[blockIdx.x * 256 + ((t << 1) | 1)];
  __syncthreads();
#pragma unroll 1
  for (unsigned l = 0; l < 8; l++) {
    if (t < (128u >> l)) {
      const unsigned a = t << (l + 1);
      // CHECK: pairwise_or_index_tree_no_level_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      s[a] = s[a] + s[a | (1u << l)];
    }
  }
  if (t == 0)
    out[blockIdx.x] = s[0];
}
