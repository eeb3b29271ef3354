// @realcode XGBoost gpu_hist-style histogram building: gradient pairs quantised to 64-bit fixed point (a GradientQuantiser with a rounding ToFixedPoint, GradientPairInt64 with operator+= and a packed pair of long longs), feature bins read from an ELLPACK page bit-packed with a run-time symbol width (a CompressedIterator that assembles each symbol from up to five bytes), a per-block shared-memory histogram of fixed-point pairs accumulated with atomicAdd on reinterpreted unsigned long long, flushed to global, and a final kernel that turns the fixed-point totals back into double gradient sums.
// @let NROWS = 1 << 19
// @let ROWSTRIDE = 8
// @let NBINS = 256
// @let SYMBITS = 9
// @let PACKED = NROWS * ROWSTRIDE * SYMBITS / 8 + 8
// @buf packed u8[PACKED] uniform(0, 256)
// @buf gpair f32[NROWS * 2] uniform(-1, 1)
// @buf hist i64[NBINS * 2] zero
// @buf out f64[NBINS * 2] zero
// @launch SharedMemHistKernel<256> grid(256) block(256) shared(4096) args(packed, i32(SYMBITS), i32(ROWSTRIDE), i32(NBINS), gpair, i32(NROWS), hist, f64(0.5))
// @launch ToFloatingPoint grid(2) block(256) args(hist, out, i32(NBINS), f64(0.5))
// @check hist exact
// @check out exact
#include <cstdint>

struct GradientPair {
  float grad, hess;
};

struct GradientPairInt64 {
  long long grad = 0, hess = 0;
  GradientPairInt64() = default;
  __device__ GradientPairInt64(long long g, long long h) : grad(g), hess(h) {}
  __device__ GradientPairInt64& operator+=(const GradientPairInt64& o) {
    grad += o.grad;
    hess += o.hess;
    return *this;
  }
};

class GradientQuantiser {
  double to_fixed_point_;
  double to_floating_point_;

 public:
  __device__ explicit GradientQuantiser(double rounding) : to_fixed_point_(1.0 / rounding * (double)(1ll << 40) / 65536.0),
                                                           to_floating_point_(rounding * 65536.0 / (double)(1ll << 40)) {}
  __device__ GradientPairInt64 ToFixedPoint(GradientPair g) const {
    return {static_cast<long long>(llrint(g.grad * to_fixed_point_)), static_cast<long long>(llrint((g.hess + 1.0f) * to_fixed_point_))};
  }
  __device__ double ToFloat(long long v) const { return static_cast<double>(v) * to_floating_point_; }
};

// Symbols of `bits` bits packed little-endian across bytes (XGBoost's CompressedIterator reads them big-endian
// from a run of bytes; the layout here is the same idea).
class CompressedIterator {
  const uint8_t* buffer_;
  int bits_;

 public:
  __device__ CompressedIterator(const uint8_t* buf, int bits) : buffer_(buf), bits_(bits) {}
  __device__ uint32_t operator[](size_t idx) const {
    size_t start_bit = idx * bits_;
    size_t start_byte = start_bit >> 3;
    int shift = (int)(start_bit & 7);
    uint64_t tmp = 0;
#pragma unroll
    for (int b = 0; b < 5; ++b) tmp |= (uint64_t)__ldg(buffer_ + start_byte + b) << (8 * b);
    return (uint32_t)((tmp >> shift) & ((1ull << bits_) - 1));
  }
};

struct EllpackAccessor {
  CompressedIterator gidx_iter;
  int row_stride;
  int n_bins;
  __device__ int GetBin(size_t row, int k) const {
    uint32_t sym = gidx_iter[row * row_stride + k];
    return sym == (uint32_t)n_bins ? -1 : (int)(sym % (uint32_t)n_bins);
  }
};

__device__ __forceinline__ void AtomicAddGpair(GradientPairInt64* dest, const GradientPairInt64& v) {
  auto dst = reinterpret_cast<unsigned long long*>(dest);
  atomicAdd(dst, static_cast<unsigned long long>(v.grad));
  atomicAdd(dst + 1, static_cast<unsigned long long>(v.hess));
}

template <int kBlockThreads>
__global__ void __launch_bounds__(kBlockThreads)
    SharedMemHistKernel(const uint8_t* __restrict__ packed, int symbol_bits, int row_stride, int n_bins,
                        const GradientPair* __restrict__ gpair, int n_rows, GradientPairInt64* __restrict__ d_hist,
                        double rounding) {
  extern __shared__ char smem[];
  GradientPairInt64* smem_arr = reinterpret_cast<GradientPairInt64*>(smem);
  for (int b = threadIdx.x; b < n_bins; b += kBlockThreads) smem_arr[b] = GradientPairInt64();
  __syncthreads();
  const EllpackAccessor matrix{CompressedIterator(packed, symbol_bits), row_stride, n_bins};
  const GradientQuantiser rounder(rounding);
  const size_t n_elements = (size_t)n_rows * row_stride;
  for (size_t idx = blockIdx.x * (size_t)kBlockThreads + threadIdx.x; idx < n_elements; idx += (size_t)gridDim.x * kBlockThreads) {
    size_t ridx = idx / row_stride;
    int bin = matrix.GetBin(ridx, (int)(idx % row_stride));
    if (bin >= 0) AtomicAddGpair(smem_arr + bin, rounder.ToFixedPoint(gpair[ridx]));
  }
  __syncthreads();
  for (int b = threadIdx.x; b < n_bins; b += kBlockThreads) AtomicAddGpair(d_hist + b, smem_arr[b]);
}

__global__ void ToFloatingPoint(const GradientPairInt64* __restrict__ hist, double* __restrict__ out, int n_bins, double rounding) {
  const GradientQuantiser rounder(rounding);
  int b = blockIdx.x * blockDim.x + threadIdx.x;
  if (b < n_bins) {
    GradientPairInt64 v = hist[b];
    out[2 * b] = rounder.ToFloat(v.grad);
    out[2 * b + 1] = rounder.ToFloat(v.hess);
  }
}

static_assert(sizeof(GradientPairInt64) == 16, "two long longs");
template __global__ void SharedMemHistKernel<256>(const uint8_t*, int, int, int, const GradientPair*, int, GradientPairInt64*, double);
