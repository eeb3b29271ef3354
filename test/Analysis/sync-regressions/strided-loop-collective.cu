// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s --check-prefix=GRID
// RUN: not kilnc %s --emit=simt -o /dev/null -DCONSTANT_BOUND 2>&1 | FileCheck %s --check-prefix=CONST
// A full-mask shuffle in a grid-stride loop bounded by a kernel argument:
// lanes part only in a last partial iteration, which depends on n: a
// warning. With a constant bound that is not a multiple of 32, lanes 0..3
// of the last warp run an iteration the others do not: an error.
#ifdef CONSTANT_BOUND
#define BOUND 100
#else
#define BOUND n
#endif
__global__ void strided_shuffle(const float *in, float *out, int n) {
  for (int i = threadIdx.x; i < BOUND; i += blockDim.x) {
    // GRID: strided-loop-collective.cu:[[@LINE+2]]:{{.*}} warning: warp shuffle with a full lane mask is reached inside the block-strided loop at line [[#@LINE-1]]{{.*}}[-Wkiln-sync]
    // CONST: strided-loop-collective.cu:[[@LINE+1]]:{{.*}} error: warp shuffle
    float v = __shfl_xor_sync(0xffffffffu, in[i], 1);
    out[i] = v;
  }
}
