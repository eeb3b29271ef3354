// RUN: kilnc %s --arch=sm_90 --emit=simt -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --arch=sm_90 --emit=simt -o /dev/null -DNO_RELEASE 2>&1 | FileCheck %s
// Issue 11 (branch sync25): a block-strided chunk loop of cp.async copies
// into the next stage of a double buffer (`&dst[c / 16][(c % 16) * 4]`, which
// the address builder now reads as c * 16 bytes: the row's float index times
// the float size recombines with the quotient) against the reads of this
// stage: each side's bytes without its stage selector lie in one range (the
// chunk loop's constant bound, the read's counters), and the stage
// differences the two can be at move the ranges apart. Without the barrier
// that ends the reads, the refill is an error whose witness assumes the tile
// loop runs long enough for the stage to come round.
#define TILE 64
#define CHUNKS (TILE * TILE / 4)
__device__ __forceinline__ void cp_async16(void *smem, const void *gmem) {
  const unsigned s = static_cast<unsigned>(__cvta_generic_to_shared(smem));
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: error: shared-memory race (write-after-read){{.*}}threads {{[0-9]+}} and {{[0-9]+}}{{.*}}runs at least 4 iterations
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(s), "l"(gmem));
}
__device__ __forceinline__ void load_tile(float (*dst)[TILE], const float *src) {
  for (int c = threadIdx.x; c < CHUNKS; c += blockDim.x) cp_async16(&dst[c / 16][(c % 16) * 4], src + c * 4);
}
extern "C" __global__ void __launch_bounds__(256) k(const float *a, float *out, int ntiles) {
  __shared__ __align__(16) float tile[2][TILE][TILE];
  const int t = threadIdx.x;
  float acc = 0.0f;
  load_tile(tile[0], a);
  asm volatile("cp.async.commit_group;\n" ::);
  for (int k = 0; k < ntiles; ++k) {
    if (k + 1 < ntiles) load_tile(tile[(k + 1) & 1], a + (size_t)(k + 1) * TILE * TILE);
    asm volatile("cp.async.commit_group;\n" ::);
    asm volatile("cp.async.wait_group 1;\n" ::);
    __syncthreads();
    if (t < TILE)
      for (int r = 0; r < TILE; ++r) acc += tile[k & 1][r][t];
#ifndef NO_RELEASE
    __syncthreads();
#endif
  }
  if (t < TILE) out[t] = acc;
}
