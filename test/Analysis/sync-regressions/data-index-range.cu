// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// RUN: kilnc %s --emit=simt -o /dev/null -DOTHER_ROW 2>&1 | FileCheck %s
// A per-thread data index masked into a range (`data[i] & 63`) covers the
// whole range: the atomics stay in the warp's own row, which the warp zeroed
// before its __syncwarp(). Into another warp's row a conflict is possible but
// not proven (the index is data): a warning.
#ifdef OTHER_ROW
#define ROW ((warp + 1) & 7)
#else
#define ROW warp
#endif
__global__ void __launch_bounds__(256) per_warp_hist(const int *data, unsigned *hist) {
  __shared__ unsigned s[8][64];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  s[warp][lane] = 0;
  s[warp][lane + 32] = 0;
  __syncwarp();
  // CHECK: data-index-range.cu:[[@LINE+1]]:{{.*}} warning: cannot prove this {{.*}} the index at line [[#@LINE+1]] depends on per-thread data and is only known to lie in a range{{.*}}[-Wkiln-sync]
  atomicAdd(&s[ROW][data[blockIdx.x * 256 + threadIdx.x] & 63], 1u);
  __syncthreads();
  if (threadIdx.x < 64) {
    unsigned sum = 0;
    for (int w = 0; w < 8; ++w) sum += s[w][threadIdx.x];
    hist[blockIdx.x * 64 + threadIdx.x] = sum;
  }
}
