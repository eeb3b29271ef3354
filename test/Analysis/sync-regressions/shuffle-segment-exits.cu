// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --emit=simt -o /dev/null -DWRONG 2>&1 | FileCheck %s --check-prefix=WRONG
// RUN: not kilnc %s --emit=simt -o /dev/null -DCROSS 2>&1 | FileCheck %s --check-prefix=CROSS
// Issue 11 (branch sync17): vLLM's topkGatingSoftmax gives each row of 64
// experts 16 lanes (block (32, 4)), returns when the row is past num_rows,
// then reduces with `__shfl_xor_sync(0xffffffff, v, mask, 16)`, mask 8..1.
// With an odd num_rows the last warp keeps lanes 0-15 and loses 16-31, whose
// bits are in the mask. CUDA requires only the *non-exited* threads named
// in the mask to execute the shuffle, and a width-16 xor with masks below
// 16 reads only its own 16-lane segment, which either stayed whole or left
// whole: defined for every num_rows. A shuffle that reads within aligned
// segments after branches that send threads away for good (no path to the
// shuffle or any collective), each the same across every segment, is
// accepted (SyncCollectiveChecks.cpp, shuffleSegment / exitsWholeSegments).
// Twins: rows of 8 lanes under the same width-16 shuffles (lanes 0-7 read
// 8-15, which may have left) and rows of 16 with a full-width xor reaching
// 16 (reads across the two rows): errors naming two lanes that disagree.
__global__ void __launch_bounds__(128) row16_max(const float *in, float *out, int num_rows) {
#ifdef WRONG
  const int row = blockIdx.x * 16 + threadIdx.y * 4 + threadIdx.x / 8;
#else
  const int row = blockIdx.x * 8 + threadIdx.y * 2 + threadIdx.x / 16;
#endif
  if (row >= num_rows) return;
  const int g = threadIdx.x % 16;
  float m = in[row * 64 + g];
#pragma unroll
  for (int mask = 8; mask > 0; mask /= 2) {
#ifdef CROSS
    // (The stores `out[blockIdx.x * 8 + threadIdx.y * 2 + threadIdx.x / 16]`
    // tile eight rows per block: 32x4, not 16x8, since branch sync27.)
    // CROSS: shuffle-segment-exits.cu:[[@LINE+1]]:{{.*}} error: warp shuffle {{.*}}with a 32x4 block{{.*}}threads (0,0) and (16,0) of warp 0 disagree
    m = fmaxf(m, __shfl_xor_sync(0xffffffff, m, mask * 2));
#else
    // WRONG: shuffle-segment-exits.cu:[[@LINE+1]]:{{.*}} error: warp shuffle {{.*}}threads (0,0) and (8,0) of warp 0 disagree
    m = fmaxf(m, __shfl_xor_sync(0xffffffff, m, mask, 16));
#endif
  }
  if (g == 0) out[row] = m;
}
