// RUN: kilnc %s --arch=sm_90 -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --arch=sm_90 -o /dev/null -DDISAGREE 2>&1 | FileCheck %s --check-prefix=DISAGREE
// RUN: not kilnc %s --arch=sm_90 -o /dev/null -DOVERLAP 2>&1 | FileCheck %s --check-prefix=OVERLAP
// Issue 11 (branch sync21): a transpose through a 64x65 tile whose rows are
// walked by `for (r = threadIdx.y; r < 64; r += 8)` (a 32x8 block, two
// columns a thread) was a false error "threads (0,24) and (0,32) ... when
// their block-strided loop iterations are 1 apart" under a 1x256 block:
// with blockDim.y above 8, thread (x, y + 8) redoes thread (x, y)'s rows,
// so the kernel is written for blockDim.y == 8, as a loop from threadIdx.x
// stepping by C fixes blockDim.x (row-stride-shapes.cu). A launch bound
// bounds the product, not the split, so this applies with one. With two
// different strides nothing is assumed (-DDISAGREE: the 1x256 collision is
// reported again); a real collision under 32x8 stays an error (-DOVERLAP:
// the second column at tx + 31).

#ifdef DISAGREE
#define STEP2 16
#else
#define STEP2 8
#endif
#ifdef OVERLAP
#define SECOND 31
#else
#define SECOND 32
#endif

__global__ void __launch_bounds__(256) transpose_u16(const unsigned short *in, unsigned short *out, int w, int h) {
  __shared__ unsigned short tile[64][65];
  int tx = threadIdx.x, ty = threadIdx.y;
  int x0 = blockIdx.x * 64, y0 = blockIdx.y * 64;
  for (int r = ty; r < 64; r += 8) {
    // DISAGREE: column-stride-shapes.cu:[[@LINE+1]]:{{[0-9]+}}: error: shared-memory race (write-after-write){{.*}}with a 1x256 block, threads (0,{{[0-9]+}}) and (0,{{[0-9]+}})
    tile[r][tx] = in[(y0 + r) * w + x0 + tx];
    // OVERLAP: column-stride-shapes.cu:[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}(write-after-write){{.*}}with a 32x8 block, assuming blockDim.y is 8 (the constant stride of the loop from threadIdx.y at line {{[0-9]+}}), threads (31,{{[0-9]+}}) and (0,{{[0-9]+}})
    tile[r][tx + SECOND] = in[(y0 + r) * w + x0 + tx + 32];
  }
  __syncthreads();
  for (int r = ty; r < 64; r += STEP2) {
    out[(x0 + r) * h + y0 + tx] = tile[tx][r];
    out[(x0 + r) * h + y0 + tx + 32] = tile[tx + 32][r];
  }
}
