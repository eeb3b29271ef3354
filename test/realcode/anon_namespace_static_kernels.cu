// @realcode How library .cu files hide their kernels: kernels in an anonymous namespace (internal linkage: nvcc names the namespace after the file in the PTX entry), a `static __global__` kernel, two kernels of the same name in sibling namespaces (detail::v1::normalize and detail::v2::normalize), a static __device__ helper and a static __device__ variable, with host launchers that call them.
// @let N = 1 << 22
// @buf x f32[N] uniform(-1, 1)
// @buf y1 f32[N] zero
// @buf y2 f32[N] zero
// @buf y3 f32[N] zero
// @buf counts u32[4] zero
// @launch (anonymous namespace)::square_shift grid(cdiv(N, 256)) block(256) args(x, y1, i32(N))
// @launch clamp_count grid(cdiv(N, 256)) block(256) args(x, y2, counts, i32(N))
// @launch detail::v1::normalize grid(cdiv(N, 256)) block(256) args(x, y3, i32(N), f32(2.0))
// @launch detail::v2::normalize grid(cdiv(N, 256)) block(256) args(y3, i32(N))
// @check y1 rel=1e-6
// @check y2 exact
// @check y3 rel=1e-6
// @check counts exact
#include <cuda_runtime.h>

static __device__ unsigned g_calls;

static __device__ __forceinline__ float shifted(float v) { return v * v - 0.25f; }

namespace {
constexpr float kLimit = 0.5f;
__global__ void square_shift(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = shifted(x[i]);
}
}  // namespace

static __global__ void clamp_count(const float *x, float *y, unsigned *counts, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = x[i];
  bool hi = v > kLimit, lo = v < -kLimit;
  y[i] = hi ? kLimit : (lo ? -kLimit : v);
  unsigned ballot_hi = __ballot_sync(0xffffffff, hi), ballot_lo = __ballot_sync(0xffffffff, lo);
  if ((threadIdx.x & 31) == 0) {
    atomicAdd(&counts[0], __popc(ballot_hi));
    atomicAdd(&counts[1], __popc(ballot_lo));
    atomicAdd(&g_calls, 1u);
  }
  if (i == 0) counts[3] = 1;
}

namespace detail {
namespace v1 {
__global__ void normalize(const float *x, float *y, int n, float scale) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = x[i] / scale;
}
}  // namespace v1
namespace v2 {
__global__ void normalize(float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = y[i] * 0.5f + 0.5f;
}
}  // namespace v2
}  // namespace detail

void run_all(const float *x, float *y1, float *y2, float *y3, unsigned *counts, int n, cudaStream_t s) {
  dim3 block(256), grid((n + 255) / 256);
  square_shift<<<grid, block, 0, s>>>(x, y1, n);
  clamp_count<<<grid, block, 0, s>>>(x, y2, counts, n);
  detail::v1::normalize<<<grid, block, 0, s>>>(x, y3, n, 2.0f);
  detail::v2::normalize<<<grid, block, 0, s>>>(y3, n);
}
