// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --emit=simt -o /dev/null -DWRONG 2>&1 | FileCheck %s
// Issue 11 (branch sync26): vLLM-style paged attention stores each page's
// scores from a warp-strided loop whose bound is loaded (`for (p = warp; p <
// num_pages; p += 4) logits[p * 16 + lane / 2] = ...`). Once k iterations
// carry every address of one side past every address of the other, no
// larger distance can collide, and that needs no loop test: the bound only
// takes threads out. The search stopped after four distances without a
// known bound and warned "not known to be the same thread's". The twin's
// pages overlap (`p * 8`): threads 32 and 16 meet at logits[8] in the
// first iteration.
__global__ void __launch_bounds__(128) page_scores(const int *lens, const float *k, float *out) {
  __shared__ float logits[1024];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int num_pages = (lens[blockIdx.x] + 15) / 16;
  for (int p = warp; p < num_pages; p += 4) {
    float qk = k[p * 32 + lane];
    qk += __shfl_xor_sync(0xffffffffu, qk, 1);
    if (lane % 2 == 0)
#ifdef WRONG
      // CHECK: warp-strided-loaded-bound.cu:[[@LINE+1]]:{{.*}} error: shared-memory race (write-after-write){{.*}}threads {{[0-9]+}} and {{[0-9]+}}
      logits[p * 8 + lane / 2] = qk;
#else
      logits[p * 16 + lane / 2] = qk;
#endif
  }
  __syncthreads();
  out[threadIdx.x] = logits[threadIdx.x];
}
