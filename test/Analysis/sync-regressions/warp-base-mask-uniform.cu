// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
// The first global index of a warp, `(blockIdx.x * blockDim.x + threadIdx.x)
// & ~31`, is warp-uniform like the global warp id `/ 32`: an early exit on it
// keeps whole warps together (segmented COO SpMV kernels leave past the
// nonzero count this way before their full-mask shuffles). A mask that keeps
// bit 4 (`& ~15`) splits a warp in halves.
__global__ void warp_base_exit(const float *v, float *y, int n) {
  int base = (blockIdx.x * blockDim.x + threadIdx.x) & ~31;
  if (base >= n) return;
  int i = base + (threadIdx.x & 31);
  float s = i < n ? v[i] : 0.f;
  for (int o = 1; o < 32; o <<= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
  if ((threadIdx.x & 31) == 0) y[base / 32] = s;
}

__global__ void half_warp_base_exit(const float *v, float *y, int n) {
  int base = (blockIdx.x * blockDim.x + threadIdx.x) & ~15;
  if (base >= n) return;
  float s = v[base];
  // CHECK: warp-base-mask-uniform.cu:[[@LINE+1]]:{{.*}}: error: warp shuffle with a full lane mask
  s += __shfl_xor_sync(0xffffffffu, s, 16);
  if ((threadIdx.x & 31) == 0) y[base / 32] = s;
}
