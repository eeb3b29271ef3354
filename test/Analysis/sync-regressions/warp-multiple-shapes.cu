// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --emit=simt -o /dev/null -DMISSING_SYNC 2>&1 | FileCheck %s
// warpsPerBlock = blockDim.x / 32 carves two slot arrays from one buffer; they
// alias only in blocks of fewer than 32 threads, which a kernel counting warps
// is not launched with: only whole-warp shapes are candidates, and the
// diagnostics say so.
__global__ void carved_slots(const float *in, float *out) {
  extern __shared__ float shared[];
  int warpsPerBlock = blockDim.x / 32;
  float *maxvals = shared;
  float *sumvals = &shared[warpsPerBlock];
  int t = threadIdx.x, warp = t / 32, lane = t % 32;
  float v = in[blockIdx.x * blockDim.x + t];
  if (lane == 0) maxvals[warp] = v;
  __syncthreads();
  float m = maxvals[0];
#ifndef MISSING_SYNC
  __syncthreads();
#endif
  // CHECK: warp-multiple-shapes.cu:[[@LINE+1]]:{{.*}} error: shared-memory race (write-after-read){{.*}}-thread block, assuming blockDim.x is a multiple of 32, threads
  if (lane == 0) maxvals[warp] = v - m;
  __syncthreads();
  if (lane == 0) sumvals[warp] = v;
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = sumvals[0] + maxvals[warp];
}
