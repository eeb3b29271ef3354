// RUN: kilnc %s --arch=sm_90 --sync-check=off --emit=simt -o %t.mlir
// RUN: kiln-opt %t.mlir '--simt-verify-sync=report-search-work' -o /dev/null 2>&1 | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// Issue 11, item 4 / issue 13's budget: the race analysis runs once per
// candidate block shape of a kernel without a launch bound that reads
// blockDim (nine shapes here), and each run asked whether the bit-reversed
// index of the strided loop takes 1024 different values by evaluating it
// 1024 times: 9216 evaluations, the shape-free part of the verdict redone
// per shape (correct/rotary_embedding_shared_cos_sin: 37% of its sync passes).
// The offsets read constants and the loop index alone, so the verdict is now
// kept per function (ShapeFreeFacts): one evaluation per index value.
// CHECK: remark: simt-verify-sync: {{.*}}, 1024 index values tried for injectivity
// QUIET-NOT: {{error|warning}}
extern "C" __global__ void bitrev(float *out, const float *in) {
  __shared__ float buf[1024];
  for (int i = threadIdx.x; i < 1024; i += blockDim.x)
    buf[__brev(i) >> 22] = in[blockIdx.x * 1024 + i];
  __syncthreads();
  for (int i = threadIdx.x; i < 1024; i += blockDim.x)
    out[blockIdx.x * 1024 + i] = buf[i];
}
