// @realcode Dot product in double: grid-stride loop, warp shuffles, one shared slot per warp, atomicAdd(double*).
// @let N = 1 << 25
// @let B = 256
// @buf x f64[N] uniform(-1, 1)
// @buf y f64[N] uniform(-1, 1)
// @buf result f64[1] zero
// @launch dot_double grid(1056) block(B) args(x, y, result, i64(N))
// @check result rel=1e-9 abs=1e-9
#include <cuda_runtime.h>

#define FULL_MASK 0xffffffffu

__inline__ __device__ double warpReduceSum(double val) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2) val += __shfl_down_sync(FULL_MASK, val, offset);
  return val;
}

__inline__ __device__ double blockReduceSum(double val) {
  static __shared__ double shared[32];
  int lane = threadIdx.x % warpSize;
  int wid = threadIdx.x / warpSize;
  val = warpReduceSum(val);
  if (lane == 0) shared[wid] = val;
  __syncthreads();
  val = (threadIdx.x < blockDim.x / warpSize) ? shared[lane] : 0.0;
  if (wid == 0) val = warpReduceSum(val);
  return val;
}

__global__ void dot_double(const double *x, const double *y, double *result, long n) {
  double sum = 0.0;
  for (long i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < n; i += (long)blockDim.x * gridDim.x)
    sum += x[i] * y[i];
  sum = blockReduceSum(sum);
  if (threadIdx.x == 0) atomicAdd(result, sum);
}
