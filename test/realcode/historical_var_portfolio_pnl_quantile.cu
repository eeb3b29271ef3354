// @realcode Historical-simulation value at risk: portfolio P&L per scenario from a positions-by-factors sensitivity matrix (one warp per portfolio-scenario row, float4 loads), then per portfolio a block counts losses against candidate thresholds to find the 99% quantile by bisection on the sorted-free count.
// @let PORT = 256
// @let SCEN = 2048
// @let FACT = 256
// @buf sens f32[PORT * FACT] uniform(-1000, 1000)
// @buf shocks f32[SCEN * FACT] uniform(-0.02, 0.02)
// @buf pnl f32[PORT * SCEN] zero
// @buf var99 f32[PORT] zero
// @launch scenario_pnl grid(PORT * SCEN / 8) block(256) args(sens, shocks, pnl, i32(SCEN), i32(FACT))
// @launch var_bisect grid(PORT) block(256) args(pnl, var99, i32(SCEN), f32(0.01))
// @check pnl abs=1e-2 rel=1e-4
// @check var99 abs=1e-2 rel=1e-3
#include <cuda_runtime.h>

__global__ void scenario_pnl(const float4 *__restrict__ sens, const float4 *__restrict__ shocks, float *__restrict__ pnl,
                             int scen, int fact) {
  int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32, lane = threadIdx.x & 31;
  int port = row / scen, s = row % scen;
  const float4 *a = sens + size_t(port) * fact / 4, *b = shocks + size_t(s) * fact / 4;
  float acc = 0.0f;
  for (int k = lane; k < fact / 4; k += 32) {
    float4 x = a[k], y = b[k];
    acc += x.x * y.x + x.y * y.y + x.z * y.z + x.w * y.w;
  }
  for (int off = 16; off; off >>= 1) acc += __shfl_xor_sync(0xffffffffu, acc, off);
  if (lane == 0) pnl[row] = acc;
}

// Loss L such that a fraction `tail` of scenarios lose more: bisection on L,
// each step counting the scenarios below -L with a block reduction.
__global__ void var_bisect(const float *__restrict__ pnl, float *__restrict__ var, int scen, float tail) {
  __shared__ int counts[8];
  __shared__ float bounds[2];
  const float *p = pnl + size_t(blockIdx.x) * scen;
  if (threadIdx.x == 0) {
    bounds[0] = 0.0f;
    bounds[1] = 1e6f;
  }
  __syncthreads();
  int target = int(tail * scen);
  for (int step = 0; step < 40; ++step) {
    float mid = 0.5f * (bounds[0] + bounds[1]);
    int c = 0;
    for (int s = threadIdx.x; s < scen; s += blockDim.x) c += p[s] < -mid;
    for (int off = 16; off; off >>= 1) c += __shfl_xor_sync(0xffffffffu, c, off);
    if ((threadIdx.x & 31) == 0) counts[threadIdx.x / 32] = c;
    __syncthreads();
    if (threadIdx.x == 0) {
      int total = 0;
      for (int w = 0; w < 8; ++w) total += counts[w];
      if (total > target) bounds[0] = mid;
      else bounds[1] = mid;
    }
    __syncthreads();
  }
  if (threadIdx.x == 0) var[blockIdx.x] = bounds[1];
}
