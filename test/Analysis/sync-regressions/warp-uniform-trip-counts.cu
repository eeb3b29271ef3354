// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// A loop `for (k = g(t); k < B; k += S)` with S and B block-uniform leaves a
// warp whole when ceil((B - g(t)) / S) is the same in each warp under every
// block of a multiple of 32 threads (SyncCollectiveChecks.cpp,
// warpUniformTripCounts): virtual warps of 8 lanes over a constant number of
// items, with full-mask __syncwarp() inside, are fine.

__global__ void virtual_warps(const int *begin, int *out) {
  __shared__ int s_begin[64];
  int vw = threadIdx.x / 8, vl = threadIdx.x % 8, nvw = blockDim.x / 8;
  for (int k = vw; k < 128; k += nvw) {
    if (vl == 0)
      s_begin[vw] = begin[k];
    __syncwarp();
    out[k * 8 + vl] = s_begin[vw] + vl;
    __syncwarp();
  }
}

// 127 items: with 128 threads (16 virtual warps) warp 3's groups 12..14 run
// 8 iterations and group 15 runs 7, so lanes 0-23 of warp 3 reach the
// __syncwarp() again and lanes 24-31 do not.
__global__ void virtual_warps_ragged(const int *begin, int *out) {
  __shared__ int s_begin[64];
  int vw = threadIdx.x / 8, vl = threadIdx.x % 8, nvw = blockDim.x / 8;
  for (int k = vw; k < 127; k += nvw) {
    if (vl == 0)
      s_begin[vw] = begin[k];
    // CHECK: warp-uniform-trip-counts.cu:[[@LINE+1]]:{{.*}}error: warp barrier with a full lane mask is reached under lane-dependent control flow
    __syncwarp();
    out[k * 8 + vl] = s_begin[vw] + vl;
    // CHECK: warp-uniform-trip-counts.cu:[[@LINE+1]]:{{.*}}error: warp barrier with a full lane mask is reached under lane-dependent control flow
    __syncwarp();
  }
}
