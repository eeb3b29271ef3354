// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --emit=simt -o /dev/null -DWIDE 2>&1 | FileCheck %s
// `for (b = lane; b < 64; b += 32)` runs two iterations in every lane: lane 0
// of warp 0 never reaches b = 64 (row 1), so each warp zeroes only its own
// row and a __syncwarp() orders it before the warp's own reads. With b < 96
// lane 0 of warp 0 writes s[0][64] = s[1][0], which warp 1 reads.
#ifdef WIDE
#define LIMIT 96
#else
#define LIMIT 64
#endif
__global__ void __launch_bounds__(256) rows(float *out) {
  __shared__ float s[8][64];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  for (int b = lane; b < LIMIT; b += 32) s[warp][b] = warp;
  __syncwarp();
  // CHECK: strided-loop-bounds.cu:[[@LINE+1]]:{{.*}} error: shared-memory race (read-after-write){{.*}}threads {{[0-9]+}} and {{[0-9]+}}{{.*}}block-strided loop at line [[#@LINE-2]] is in iteration 2
  out[threadIdx.x] = s[warp][lane] + s[warp][lane + 32];
}
