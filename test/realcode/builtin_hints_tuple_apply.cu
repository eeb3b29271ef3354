// @realcode Optimisation hints and tuple plumbing from production kernels: __builtin_expect in bounds checks, __builtin_assume and __builtin_assume_aligned on pointers, __builtin_unreachable after an exhaustive switch, cuda::std::tuple/make_tuple/get/apply packing per-thread results, cuda::std::tie unpacking and a function-local static __shared__ scratch array in a __device__ helper.
// @let N = 1 << 22
// @buf x f32[N] uniform(-4, 4)
// @buf mode i32[N] uniform(0, 3)
// @buf out f32[N] zero
// @buf stats f32[N / 128 * 3] zero
// @launch hinted_kernel grid(N / 128) block(128) args(x, mode, out, stats, i32(N))
// @check out abs=1e-6 rel=1e-6
// @check stats abs=1e-4 rel=1e-5
#include <cuda/std/tuple>

#define LIKELY(x) __builtin_expect(!!(x), 1)
#define UNLIKELY(x) __builtin_expect(!!(x), 0)

__device__ float activate(float v, int m) {
  switch (m) {
    case 0: return fmaxf(v, 0.f);
    case 1: return v / (1.f + __expf(-v));
    case 2: return tanhf(v);
  }
  __builtin_unreachable();
}

__device__ cuda::std::tuple<float, float, float> block_min_max_sum(float v) {
  static __shared__ float scratch[3][128];
  scratch[0][threadIdx.x] = v;
  scratch[1][threadIdx.x] = v;
  scratch[2][threadIdx.x] = v;
  __syncthreads();
  for (unsigned o = 64; o > 0; o >>= 1) {
    if (threadIdx.x < o) {
      scratch[0][threadIdx.x] = fminf(scratch[0][threadIdx.x], scratch[0][threadIdx.x + o]);
      scratch[1][threadIdx.x] = fmaxf(scratch[1][threadIdx.x], scratch[1][threadIdx.x + o]);
      scratch[2][threadIdx.x] += scratch[2][threadIdx.x + o];
    }
    __syncthreads();
  }
  return cuda::std::make_tuple(scratch[0][0], scratch[1][0], scratch[2][0]);
}

__global__ void hinted_kernel(const float *__restrict__ xin, const int *__restrict__ mode, float *__restrict__ out,
                              float *__restrict__ stats, int n) {
  const float *x = static_cast<const float *>(__builtin_assume_aligned(xin, 16));
  __builtin_assume(blockDim.x == 128);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = 0.f;
  if (LIKELY(i < n)) {
    int m = mode[i];
    if (UNLIKELY(m < 0 || m > 2)) m = 0;
    v = activate(x[i], m);
    out[i] = v;
  }
  auto t = block_min_max_sum(v);
  float lo, hi;
  cuda::std::tie(lo, hi, cuda::std::ignore) = t;
  float range = cuda::std::apply([](float a, float b, float c) { return (b - a) + 0.f * c; }, t);
  if (threadIdx.x == 0) {
    stats[3 * blockIdx.x] = lo;
    stats[3 * blockIdx.x + 1] = range;
    stats[3 * blockIdx.x + 2] = cuda::std::get<2>(t) + (hi - hi);
  }
}
