// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --emit=simt -o /dev/null -DWRONG 2>&1 | FileCheck %s
// Issue 11 (branch sync18): a 2-D kernel that uses threadIdx.x as the lane
// of one warp, indexing a shared dimension of exactly 32 slots with it
// (`scale_s[threadIdx.x]` with `float scale_s[32]`), and runs full-mask warp
// collectives, is checked only under shapes whose x is a multiple of 32
// (LaunchShapes.cpp, CandidateShapes::xGroupFromLaneSlots). Each warp is
// then one value of threadIdx.y, so the row loop `for (row = blockIdx.x *
// blockDim.y + threadIdx.y; row < rows; row += gridDim.x * blockDim.y)`
// around the shuffles is warp-uniform. Before, blockDim.x = 16 was a
// candidate and the loop exit was "lane-dependent control flow" (an error).
// The twin puts two rows in each warp (`threadIdx.x >> 4` picks one): its
// lanes 0-15 and 16-31 leave the loop at different rows. (No witness there:
// the loop counter starts at a per-thread value, which the lane search does
// not bind; column_norms_lane_row_guard in the corpus has one.)
__global__ void scaled_row_sums(const float *x, const float *scale, float *out, int rows) {
  __shared__ float scale_s[32];
  if (threadIdx.y == 0) scale_s[threadIdx.x] = scale[threadIdx.x];
  __syncthreads();
#ifdef WRONG
  const int first = (blockIdx.x * blockDim.y + threadIdx.y) * 2 + (threadIdx.x >> 4);
#else
  const int first = blockIdx.x * blockDim.y + threadIdx.y;
#endif
  for (int row = first; row < rows; row += gridDim.x * blockDim.y) {
    float v = x[(size_t)row * 32 + threadIdx.x] * scale_s[threadIdx.x];
    // CHECK: lane-slot-shapes.cu:[[@LINE+1]]:{{.*}} error: warp shuffle with a full lane mask is reached under lane-dependent control flow
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    if (threadIdx.x == 0) out[row] = v;
  }
}
