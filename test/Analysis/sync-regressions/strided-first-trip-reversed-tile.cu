// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// Issue 11 (branch sync34): a tile reversed within its valid part, `stage[valid
// - 1 - t]` with valid = min(blockDim.x, n - (i - t)) and i the block-strided
// index: the address reads i through min, so it is no affine form, and a
// missing barrier between staging and reading was only "cannot prove" (a
// warning; wrong/cg_tile_reverse_no_stage_sync). Now the strided loop's first
// iteration is tabulated with i at each thread's start, the arguments tied to
// the block and block 0 of a one-block grid: a collision there is an error.

// CHECK: strided-first-trip-reversed-tile.cu:[[@LINE+10]]:{{[0-9]+}}: error: shared-memory race (read-after-write){{.*}}threads 0 and 255, @reverse_no_stage_sync.stage[0], when the block-strided loop at line [[#@LINE+5]] is in its first iteration, assuming argument 3 is 512 (the argument tied to the block: 512 for its 256 threads; it collides at 256 too), in a grid of one block)
extern "C" __global__ void __launch_bounds__(256) reverse_no_stage_sync(const float *in, float *out, unsigned n) {
  __shared__ float stage[256];
  const unsigned t = threadIdx.x, per = (n + gridDim.x - 1) / gridDim.x, begin = blockIdx.x * per;
  const unsigned padded = (per + blockDim.x - 1) / blockDim.x * blockDim.x;
  for (unsigned i = t; i < padded; i += blockDim.x) {
    const unsigned valid = min(blockDim.x, per - (i - t));
    if (t < valid)
      stage[t] = in[begin + i];
    if (t < valid)
      out[begin + i] = stage[valid - 1 - t];
    __syncthreads();
  }
}

// With the barrier between staging and reading: silent.
extern "C" __global__ void __launch_bounds__(256) reverse_staged(const float *in, float *out, unsigned n) {
  __shared__ float stage[256];
  const unsigned t = threadIdx.x, per = (n + gridDim.x - 1) / gridDim.x, begin = blockIdx.x * per;
  const unsigned padded = (per + blockDim.x - 1) / blockDim.x * blockDim.x;
  for (unsigned i = t; i < padded; i += blockDim.x) {
    const unsigned valid = min(blockDim.x, per - (i - t));
    if (t < valid)
      stage[t] = in[begin + i];
    __syncthreads();
    if (t < valid)
      out[begin + i] = stage[valid - 1 - t];
    __syncthreads();
  }
}

// The read runs from the second iteration on only (a guard on the index):
// the first iteration shows nothing, so the race stays a warning.
// CHECK: strided-first-trip-reversed-tile.cu:[[@LINE+10]]:{{[0-9]+}}: warning: cannot prove this read of @reverse_later_tiles_no_sync.stage free of a race
extern "C" __global__ void __launch_bounds__(256) reverse_later_tiles_no_sync(const float *in, float *out, unsigned n) {
  __shared__ float stage[256];
  const unsigned t = threadIdx.x;
  const unsigned padded = (n + blockDim.x - 1) / blockDim.x * blockDim.x;
  for (unsigned i = t; i < padded; i += blockDim.x) {
    const unsigned valid = min(blockDim.x, n - (i - t));
    if (t < valid)
      stage[t] = in[i];
    if (t < valid && i >= blockDim.x)
      out[i] = stage[valid - 1 - t];
    __syncthreads();
  }
}
