// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// A store in a loop `for (j = warp; j < 512; j += 4)` by lane 0 of each of 4
// warps: starts 0..3, stride 4, 128 iterations. Iteration distances are
// tried one by one (at most 64 of them); once k strides carry every start
// past every other, no larger distance can collide, so the search ends with
// no race instead of giving up ("not known to be the same thread's"). With
// 8 warps, warp 4's first element is warp 0's second: a race.
__global__ void __launch_bounds__(128) four_warps(const float *in, float *out) {
  __shared__ float scores[512];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  for (int j = warp; j < 512; j += 4)
    if (lane == 0)
      scores[j] = in[j];
  __syncthreads();
  out[threadIdx.x] = scores[threadIdx.x] + scores[threadIdx.x + 128];
}

__global__ void __launch_bounds__(256) eight_warps(const float *in, float *out) {
  __shared__ float scores[512];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  for (int j = warp; j < 512; j += 4)
    if (lane == 0)
      // CHECK: strided-loop-distance-bound.cu:[[@LINE+1]]:{{.*}}: {{error|warning}}: {{.*}}scores
      scores[j] = in[j];
  __syncthreads();
  out[threadIdx.x] = scores[threadIdx.x] + scores[threadIdx.x + 256];
}
