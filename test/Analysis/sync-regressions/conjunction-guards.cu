// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=warning:
// Guards folded to `arith.andi` (a `&&` whose operands have no side effects):
// each conjunct holds where the guarded code runs, so the conjunct the thread
// tables evaluate (`warp == 0`, `lane == 0`) restricts the threads even when
// the other reads loaded data (UniformityQueries.cpp, addGuard).

__global__ void lane0_of_warp0_after_loop(const int *tiles, float *out) {
  __shared__ float s;
  __shared__ int tile;
  if (threadIdx.x == 0)
    tile = tiles[blockIdx.x];
  __syncthreads();
  int t = tile;
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (warp == 0 && t > 0) {
    float acc = 0.0f;
    int k = t;
    while (true) {
      acc += __shfl_xor_sync(0xffffffff, (float)k, 1);
      if (__any_sync(0xffffffff, k < 2))
        break;
      k -= 1;
    }
    if (lane == 0)
      s = acc;
  }
  __syncthreads();
  out[threadIdx.x] = s;
}

// `!(a || b)`: neither holds.
__global__ void neither(const int *flags, int *out) {
  __shared__ int s;
  int f = flags[0];
  if (!(threadIdx.x != 0 || f == 0))
    s = threadIdx.x + f;
  __syncthreads();
  out[threadIdx.x] = s;
}

// A conjunct that lets two threads through is still a race.
__global__ void two_pass(const int *flags, int *out) {
  __shared__ int s;
  int f = flags[0];
  if (threadIdx.x < 2 && f > 0)
    // CHECK: conjunction-guards.cu:[[@LINE+1]]:{{.*}}error: shared-memory race (write-after-write){{.*}}threads {{0 and 1|1 and 0}}
    s = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = s;
}
