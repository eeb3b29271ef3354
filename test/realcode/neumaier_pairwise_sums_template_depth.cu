// @realcode Accurate floating-point summation as numerical libraries offer it on the GPU, three ways over the same float rows: Neumaier's improved Kahan-Babuska compensation in a per-thread accumulator struct with operator+= and a merge that carries both compensations through the warp shuffle tree, pairwise (cascade) summation of 256-element blocks by a template recursion on the block length that stops at an 8-element serial base case (Sum<N>::run calling Sum<N/2>), and a plain float sum for comparison; each row's three results and the double-precision reference go out side by side. The inputs mix magnitudes (1e6-scale values that cancel and small ones) so the compensations matter.
// @let NROWS = 4096
// @let RLEN = 8192
// @buf big f32[NROWS * RLEN] uniform(-1000000, 1000000)
// @buf small f32[NROWS * RLEN] uniform(-1, 1)
// @buf x f32[NROWS * RLEN] zero
// @buf res f64[NROWS * 4] zero
// @launch mix_inputs grid(NROWS * RLEN / 512) block(256) args(big, small, x, i32(NROWS * RLEN))
// @launch row_sums grid(NROWS) block(256) args(x, res, i32(RLEN))
// @check x exact
// @check res abs=1e-6 rel=1e-9
#include <cuda_runtime.h>

// Pairs of equal and opposite large values around small ones: the exact sum is the small ones' sum.
__global__ void mix_inputs(const float *big, const float *small, float *x, int n) {
  const int i = 2 * (blockIdx.x * blockDim.x + threadIdx.x);
  if (i + 1 >= n) return;
  x[i] = big[i] + small[i];
  x[i + 1] = -big[i] + small[i + 1];
}

struct Neumaier {
  float sum = 0.f, c = 0.f;
  __device__ Neumaier &operator+=(float v) {
    const float t = sum + v;
    if (fabsf(sum) >= fabsf(v)) c += (sum - t) + v;
    else c += (v - t) + sum;
    sum = t;
    return *this;
  }
  __device__ Neumaier &operator+=(const Neumaier &o) {
    *this += o.sum;
    c += o.c;
    return *this;
  }
  __device__ float value() const { return sum + c; }
};

template <int N> struct Sum {
  static_assert((N & (N - 1)) == 0, "power of two");
  __device__ static float run(const float *v) { return Sum<N / 2>::run(v) + Sum<N / 2>::run(v + N / 2); }
};
template <> struct Sum<8> {
  __device__ static float run(const float *v) {
    float s = v[0];
#pragma unroll
    for (int i = 1; i < 8; ++i) s += v[i];
    return s;
  }
};

__global__ void __launch_bounds__(256) row_sums(const float *__restrict__ x, double *res, int len) {
  __shared__ float tile[256];
  __shared__ float pair_partial[256];
  __shared__ double ref_partial[8];
  __shared__ float plain_partial[8];
  __shared__ Neumaier nm_partial[8];
  const float *row = x + (size_t)blockIdx.x * len;
  Neumaier nm;
  float plain = 0.f;
  double ref = 0.0;
  for (int base = 0; base < len; base += 256) {
    const float v = row[base + threadIdx.x];
    nm += v;
    plain += v;
    ref += v;
    tile[threadIdx.x] = v;
    __syncthreads();
    if (threadIdx.x == 0) pair_partial[base / 256] = Sum<256>::run(tile);
    __syncthreads();
  }
  for (int off = 16; off; off >>= 1) {
    Neumaier o;
    o.sum = __shfl_down_sync(0xffffffffu, nm.sum, off);
    o.c = __shfl_down_sync(0xffffffffu, nm.c, off);
    nm += o;
    plain += __shfl_down_sync(0xffffffffu, plain, off);
    ref += __shfl_down_sync(0xffffffffu, ref, off);
  }
  if ((threadIdx.x & 31) == 0) {
    nm_partial[threadIdx.x >> 5] = nm;
    plain_partial[threadIdx.x >> 5] = plain;
    ref_partial[threadIdx.x >> 5] = ref;
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    Neumaier t = nm_partial[0];
    float p = plain_partial[0];
    double r = ref_partial[0];
    for (int w = 1; w < 8; ++w) {
      t += nm_partial[w];
      p += plain_partial[w];
      r += ref_partial[w];
    }
    // Pairwise over the block sums as well (len / 256 of them, a power of two).
    for (int n = len / 256; n > 1; n >>= 1)
      for (int i = 0; i < n / 2; ++i) pair_partial[i] = pair_partial[2 * i] + pair_partial[2 * i + 1];
    double *o = res + 4 * (size_t)blockIdx.x;
    o[0] = t.value();
    o[1] = pair_partial[0];
    o[2] = p;
    o[3] = r;
  }
}
